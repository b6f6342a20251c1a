/**
 * The worker's side of `ChildProcessWorker`: its channel to the server, which it answers on, and its way out. It exits
 * when the server closes the channel or goes away, handing back to the system all it allocated.
 */
export function serverChannel<Answer>(name: string): (answer: Answer) => void {
  const send = process.send?.bind(process);
  if (!send) throw new Error(`${name} runs only as a child process with an IPC channel`);
  process.on('disconnect', () => process.exit(0));
  return (answer) => void send(answer);
}

/** Sends what `done` makes of the value of `work` once it is there, or what `failed` makes of its failure. */
export function answerWhenSettled<Value, Answer>(
  send: (answer: Answer) => void,
  work: Promise<Value>,
  done: (value: Value) => Answer,
  failed: (error: unknown) => Answer,
): void {
  work.then(
    (value) => send(done(value)),
    (error: unknown) => send(failed(error)),
  );
}
