/**
 * Collects log lines and hands them to `sink` in one piece at most `delayMs` after the first of them (or as soon as
 * `maxChars` are waiting), instead of one write system call per line: under load that is one write for hundreds of
 * requests. `flush()` writes what is waiting at once; the process-wide stdout buffer is also flushed when the process
 * exits (process.exit and uncaught errors included), so only a killed process can lose its last `delayMs` of lines.
 */
export class LineBuffer {
  private pending = '';
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly sink: (text: string) => void,
    private readonly delayMs = 20,
    private readonly maxChars = 64 * 1024,
  ) {}

  push(line: string): void {
    this.pending += `${line}\n`;
    if (this.pending.length >= this.maxChars) {
      this.flush();
    } else if (this.timer === null) {
      // unref: waiting lines never keep the process alive; the exit hook writes them.
      this.timer = setTimeout(this.flushScheduled, this.delayMs);
      this.timer.unref();
    }
  }

  flush(): void {
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.pending === '') return;
    const text = this.pending;
    this.pending = '';
    this.sink(text);
  }

  private readonly flushScheduled = (): void => {
    this.timer = null;
    this.flush();
  };
}

let stdoutBuffer: LineBuffer | null = null;

/** One buffer for the process's stdout, written out on exit (process.exit included). */
export function stdoutLines(): LineBuffer {
  if (!stdoutBuffer) {
    const buffer = new LineBuffer((text) => process.stdout.write(text));
    process.once('exit', () => buffer.flush());
    stdoutBuffer = buffer;
  }
  return stdoutBuffer;
}
