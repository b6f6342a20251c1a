/** A mistake in how the command was called: exit code 2, with this Portuguese line. */
export class CliUsageError extends Error {
  constructor(readonly publicMessage: string) {
    super(publicMessage);
    this.name = 'CliUsageError';
  }
}

/** The command did part of its work and stopped, or ended short of its goal: exit code 2, with this Portuguese line. */
export class CommandIncompleteError extends Error {
  constructor(readonly publicMessage: string) {
    super(publicMessage);
    this.name = 'CommandIncompleteError';
  }
}
