/** Where a command writes and reads: the process's streams in production, buffers in tests. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** One line typed by the operator (a confirmation); null when the input ends first. */
  ask(question: string): Promise<string | null>;
}
