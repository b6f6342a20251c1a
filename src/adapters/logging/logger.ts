import { stdoutLines } from './line-buffer.js';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Readonly<Record<string, unknown>>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

const RANK: Record<LogLevel | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };
const HEADER_KEYS = new Set(['time', 'level', 'msg']);

/**
 * One JSON object per line on stdout (errors on stderr), for any log collector: time, level, msg, then the bound
 * fields, then the call's own; a later field of the same name replaces an earlier one. Errors are written with their
 * name, message and stack.
 *
 * Written on every request, so the common case is kept cheap: the bound fields (a child's request id) are serialised
 * once, and a call whose fields are plain values with new names is serialised without a replacer and pasted on.
 */
export class JsonLogger implements Logger {
  private readonly threshold: number;
  /** The bound fields as JSON members (`,"requestId":"…"`), or null when they rename time, level or msg. */
  private readonly boundJson: string | null;

  constructor(
    private readonly level: LogLevel | 'silent' = 'info',
    private readonly bound: LogFields = {},
    private readonly write: (line: string, level: LogLevel) => void = defaultWrite,
  ) {
    this.threshold = RANK[level];
    this.boundJson = Object.keys(bound).some((key) => HEADER_KEYS.has(key)) ? null : members(JSON.stringify(bound, errorReplacer));
  }

  debug(message: string, fields?: LogFields): void {
    if (RANK.debug >= this.threshold) this.log('debug', message, fields);
  }
  info(message: string, fields?: LogFields): void {
    if (RANK.info >= this.threshold) this.log('info', message, fields);
  }
  warn(message: string, fields?: LogFields): void {
    if (RANK.warn >= this.threshold) this.log('warn', message, fields);
  }
  error(message: string, fields?: LogFields): void {
    if (RANK.error >= this.threshold) this.log('error', message, fields);
  }

  child(fields: LogFields): Logger {
    return new JsonLogger(this.level, { ...this.bound, ...fields }, this.write);
  }

  private log(level: LogLevel, message: string, fields: LogFields | undefined): void {
    const time = isoNow();
    if (this.boundJson !== null && (fields === undefined || this.isPlain(fields))) {
      const own = fields === undefined ? '' : members(JSON.stringify(fields));
      this.write(`{"time":"${time}","level":"${level}","msg":${JSON.stringify(message)}${this.boundJson}${own}}`, level);
    } else {
      this.write(JSON.stringify({ time, level, msg: message, ...this.bound, ...fields }, errorReplacer), level);
    }
  }

  /** Only values JSON.stringify writes as they are, under names not used yet. */
  private isPlain(fields: LogFields): boolean {
    for (const key in fields) {
      const value = fields[key];
      if ((typeof value === 'object' && value !== null) || HEADER_KEYS.has(key) || Object.hasOwn(this.bound, key)) return false;
    }
    return true;
  }
}

let lastMs = Number.NaN;
let lastIso = '';

/** The time as ISO 8601, formatted once per millisecond: under load many lines share one. */
function isoNow(): string {
  const ms = Date.now();
  if (ms !== lastMs) {
    lastMs = ms;
    lastIso = new Date(ms).toISOString();
  }
  return lastIso;
}

/** `{"a":1,"b":2}` → `,"a":1,"b":2`; `{}` → ``. */
function members(objectJson: string): string {
  return objectJson.length > 2 ? `,${objectJson.slice(1, -1)}` : '';
}

function errorReplacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

function defaultWrite(line: string, level: LogLevel): void {
  if (level === 'error') {
    // Lines still waiting go first, so a reader of both streams sees them in order.
    stdoutLines().flush();
    process.stderr.write(`${line}\n`);
  } else {
    stdoutLines().push(line);
  }
}
