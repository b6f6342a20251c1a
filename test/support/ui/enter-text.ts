import type { userEvent } from '@testing-library/user-event';

/**
 * Puts a whole text in a field at once, as a paste does: for the tests whose subject is not typing (typing is the
 * fields' own tests'), a text typed a key at a time costs a render of the form per key.
 */
export async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
