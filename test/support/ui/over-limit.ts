import { screen } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** A long letter pasted over the message's 5,000 characters: 600 to remove. */
export const LONG_LETTER = 'm'.repeat(5600);

/** Pastes `LONG_LETTER` into the message, in place of what it held, and checks it was kept whole and marked. */
export async function pasteLongLetter(user: ReturnType<typeof userEvent.setup>): Promise<HTMLTextAreaElement> {
  const message = screen.getByLabelText<HTMLTextAreaElement>('Mensagem');
  await user.clear(message);
  await user.click(message);
  await user.paste(LONG_LETTER);
  expect(message.value).toBe(LONG_LETTER);
  expect(message.getAttribute('maxlength')).toBeNull();
  expect(message.getAttribute('aria-invalid')).toBe('true');
  return message;
}
