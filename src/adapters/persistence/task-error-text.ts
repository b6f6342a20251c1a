import type { SupportNote } from '../../domain/shared/support-note.js';
import { supportNoteSentence } from '../../texts/support-notes.pt-br.js';

/** Longest error text a queue keeps for a task. */
export const TASK_ERROR_MAX_LENGTH = 500;

/**
 * What a task queue stores as a task's last error: one line (the CLI and the logs print it as it is), control
 * characters removed, at most `TASK_ERROR_MAX_LENGTH` characters. Keeping secrets out is the caller's job.
 */
export function taskErrorText(error: string): string {
  const line = error.replace(/[\s\p{Cc}]+/gu, ' ').trim();
  const characters = [...line];
  return characters.length <= TASK_ERROR_MAX_LENGTH ? line : `${characters.slice(0, TASK_ERROR_MAX_LENGTH - 1).join('')}…`;
}

/** The stored line of a task's failure or cancellation: a note for support in its Portuguese sentence, an error as it is. */
export function taskNoteText(note: string | SupportNote): string {
  return taskErrorText(typeof note === 'string' ? note : supportNoteSentence(note));
}
