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

/** One JSON object per line on stdout (errors on stderr), for any log collector. */
export class JsonLogger implements Logger {
  constructor(
    private readonly level: LogLevel | 'silent' = 'info',
    private readonly bound: LogFields = {},
    private readonly write: (line: string, level: LogLevel) => void = defaultWrite,
  ) {}

  debug(message: string, fields?: LogFields): void {
    this.log('debug', message, fields);
  }
  info(message: string, fields?: LogFields): void {
    this.log('info', message, fields);
  }
  warn(message: string, fields?: LogFields): void {
    this.log('warn', message, fields);
  }
  error(message: string, fields?: LogFields): void {
    this.log('error', message, fields);
  }

  child(fields: LogFields): Logger {
    return new JsonLogger(this.level, { ...this.bound, ...fields }, this.write);
  }

  private log(level: LogLevel, message: string, fields?: LogFields): void {
    if (RANK[level] < RANK[this.level]) return;
    const entry = { time: new Date().toISOString(), level, msg: message, ...this.bound, ...fields };
    this.write(JSON.stringify(entry, errorReplacer), level);
  }
}

function errorReplacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

function defaultWrite(line: string, level: LogLevel): void {
  (level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
}
