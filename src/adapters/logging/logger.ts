import { pino, type DestinationStream, type Logger as PinoInstance } from 'pino';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Readonly<Record<string, unknown>>;

/** How the server writes logs: a message, then its fields. */
export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
  /** A request's closing line, the one line nearly every request writes (status below 500: level info). */
  request(line: RequestLine): void;
}

/** What a request's closing line says; `requestId` and `path` are the only free texts. */
export interface RequestLine {
  readonly requestId: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly ms: number;
}

export interface LoggerOptions {
  /** Fields written on every line. */
  readonly bindings?: LogFields;
  /** Lines below error. Default: stdout, in batches at most 20 ms apart. */
  readonly out?: DestinationStream;
  /** Error lines. Default: stderr, at once. */
  readonly errors?: DestinationStream;
}

/** Fields whose value is never written, whoever logs them: edit links' tokens, credentials. */
const REDACTED = ['token', 'editToken', 'password', 'secret', 'appSecret', 'accessToken', 'authorization', 'cookie'];

/**
 * pino, writing one JSON object per line for any log collector: level (by name), time (ISO 8601), the bound fields,
 * the call's own fields, msg. An Error anywhere in the fields is written as its name, message and stack only: its
 * other properties (an SMTP reply, a request's headers) may carry what must not reach a log.
 *
 * Lines below error are handed to stdout in batches at most 20 ms apart (one write for a dozen requests under load);
 * what is waiting is written when the process exits (process.exit and uncaught errors included), so only a killed
 * process can lose its last 20 ms of lines.
 */
export function createLogger(level: LogLevel | 'silent', options: LoggerOptions = {}): Logger {
  if (level === 'silent') return new PinoLogger(pino({ level: 'silent' }, { write: () => {} }), null);
  const out = options.out ?? stdoutInBatches();
  const errors = options.errors ?? stderrAtOnce();
  const stream =
    out === errors
      ? out
      : pino.multistream(
          [
            { level: 'debug', stream: out },
            { level: 'error', stream: errors },
          ],
          { dedupe: true },
        );
  const root = pino(
    {
      level,
      base: undefined,
      timestamp: isoTime,
      formatters: { level: (label) => ({ level: label }), log: plainErrors, bindings: plainErrors },
      // Instead of pino's own, which writes every enumerable property of an error.
      serializers: { err: (value: unknown) => withPlainErrors(value, new WeakSet()) },
      redact: { paths: REDACTED, censor: '[redacted]' },
    },
    stream,
  );
  const logger = options.bindings ? root.child(options.bindings) : root;
  const requestLines = logger.isLevelEnabled('info') ? { out, bindings: bindingsJson(options.bindings) } : null;
  return new PinoLogger(logger, requestLines);
}

/** The bound fields as pino writes them between the time and the call's own fields. */
function bindingsJson(bindings: LogFields | undefined): string {
  return Object.entries(bindings ?? {})
    .map(([key, value]) => `,${JSON.stringify(key)}:${JSON.stringify(value)}`)
    .join('');
}

/** Bytes a batch holds at most before it is written (about 250 request lines). */
const BATCH_BYTES = 64 * 1024;
/** How long a line waits at most. */
const BATCH_MS = 20;

/**
 * stdout, written in batches: at most 20 ms after a line, or as soon as the batch is full, and what waits when the
 * process exits. Each line is encoded into the batch's buffer as it comes, so its text is garbage at once: lines kept
 * as strings until the write outlived the young generation's collections under load, were copied by each and filled
 * the old generation (the read path's garbage collection at LOG_LEVEL=info). One write each batch, synchronously (as
 * Node writes stdout to a file or a pipe anyway).
 */
export function stdoutInBatches(): DestinationStream {
  const stdout = pino.destination({ dest: 1, sync: true, contentMode: 'buffer' });
  // sonic-boom's types know only its text mode; in its buffer mode it takes bytes.
  const writeBytes = (bytes: Buffer) => stdout.write(bytes as unknown as string);
  let batch = Buffer.allocUnsafe(BATCH_BYTES);
  let used = 0;
  let timer: NodeJS.Timeout | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (used === 0) return;
    // The destination may keep what it is given until it is written: the next lines go to a new buffer.
    writeBytes(batch.subarray(0, used));
    batch = Buffer.allocUnsafe(BATCH_BYTES);
    used = 0;
  };
  // pino flushes its asynchronous destinations on exit, not the synchronous ones.
  process.once('exit', () => {
    flush();
    stdout.flushSync();
  });
  return {
    write(line: string) {
      // A UTF-16 unit takes at most 3 bytes in UTF-8: a line that may not fit waits for the next buffer.
      if (used + line.length * 3 > BATCH_BYTES) flush();
      if (line.length * 3 > BATCH_BYTES) writeBytes(Buffer.from(line));
      else {
        used += batch.write(line, used);
        timer ??= setTimeout(flush, BATCH_MS).unref();
      }
    },
  };
}

/** stderr, written at once (a command's own messages on stderr keep their order with its log lines). */
export function stderrAtOnce(): DestinationStream {
  return pino.destination({ dest: 2, sync: true });
}

let lastMs = Number.NaN;
let lastTime = '';

/** pino's isoTime, formatted once per millisecond: under load many lines share one. */
function isoTime(): string {
  const ms = Date.now();
  if (ms !== lastMs) {
    lastMs = ms;
    lastTime = `,"time":"${new Date(ms).toISOString()}"`;
  }
  return lastTime;
}

/** The server's calling convention (message, then fields) on pino's (fields, then message). */
class PinoLogger implements Logger {
  constructor(
    private readonly log: PinoInstance,
    /** Where a root logger writes request lines itself, the same text pino would write; null: through pino. */
    private readonly requestLines: { readonly out: DestinationStream; readonly bindings: string } | null,
  ) {}

  /**
   * Formatted here rather than by pino: on the read path pino's serialising, redaction and stream fan-out cost about a
   * fifth of the server's time per request. The line carries no field that redaction would change.
   */
  request(line: RequestLine): void {
    if (line.status >= 500) {
      this.log.error({ ...line }, 'request');
      return;
    }
    if (!this.requestLines) {
      this.log.info({ ...line }, 'request');
      return;
    }
    this.requestLines.out.write(
      `{"level":"info"${isoTime()}${this.requestLines.bindings},"requestId":${JSON.stringify(line.requestId)},"method":${JSON.stringify(line.method)},` +
        `"path":${JSON.stringify(line.path)},"status":${line.status},"ms":${line.ms},"msg":"request"}\n`,
    );
  }

  debug(message: string, fields?: LogFields): void {
    this.log.debug(fields, message);
  }
  info(message: string, fields?: LogFields): void {
    this.log.info(fields, message);
  }
  warn(message: string, fields?: LogFields): void {
    this.log.warn(fields, message);
  }
  error(message: string, fields?: LogFields): void {
    this.log.error(fields, message);
  }
  child(fields: LogFields): Logger {
    return new PinoLogger(this.log.child(fields), null);
  }
}

/** The fields as they are when they hold no object (a request's line), else a copy with every Error made plain. */
function plainErrors(fields: Record<string, unknown>): Record<string, unknown> {
  for (const key in fields) {
    const value = fields[key];
    if (typeof value === 'object' && value !== null) return withPlainErrors(fields, new WeakSet()) as Record<string, unknown>;
  }
  return fields;
}

function withPlainErrors(value: unknown, seen: WeakSet<object>): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  // Anything else that is not plain data (a Date, a Buffer) is written as JSON.stringify writes it.
  const array = Array.isArray(value);
  if ((!array && Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) || seen.has(value)) return value;
  seen.add(value);
  if (array) return value.map((item) => withPlainErrors(item, seen));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = withPlainErrors(item, seen);
  return copy;
}
