/** Progress goes to stderr so that stdout holds only the report. */
export function progress(message: string): void {
  process.stderr.write(`bench: ${message}\n`);
}
