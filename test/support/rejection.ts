import { expect } from 'vitest';

/**
 * The reason `work` rejected with, checked to be an instance of `type`; fails the test when it resolves or rejects
 * with anything else. For tests that then look at the error's message, code or fields.
 */
export async function rejectionOf<Failure>(work: Promise<unknown>, type: abstract new (...args: never[]) => Failure): Promise<Failure> {
  const reason = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(reason).toBeInstanceOf(type);
  return reason as Failure;
}
