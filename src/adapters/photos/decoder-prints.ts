import { formatWithOptions } from 'node:util';

const terminal = console;
const capturing = new Set<string[]>();
let stdoutLog: typeof terminal.log = terminal.log;

/**
 * Runs `work` with console.log kept out of stdout, and gives what was printed meanwhile: libheif (compiled to
 * JavaScript) reports a failed decode there ("Decoding image failed…"), and the photo worker's stdout is the server's,
 * among its JSON log lines. A failure carries the lines instead, to the server. Works that overlap each get every line
 * printed while they ran.
 */
export async function withPrintsKept<T>(
  work: () => Promise<T>,
): Promise<{ readonly value: T } | { readonly error: unknown; readonly printed: string }> {
  const printed: string[] = [];
  if (capturing.size === 0) {
    stdoutLog = terminal.log;
    terminal.log = (...args: unknown[]) => {
      for (const lines of capturing) lines.push(formatWithOptions({ breakLength: Infinity }, ...args));
    };
  }
  capturing.add(printed);
  try {
    return { value: await work() };
  } catch (error) {
    return { error, printed: printed.join('; ') };
  } finally {
    capturing.delete(printed);
    if (capturing.size === 0) terminal.log = stdoutLog;
  }
}
