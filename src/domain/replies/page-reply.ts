import { withoutMarkup } from '../memory/memory-name.js';
import { refuseControlCharacters } from '../shared/control-characters.js';
import { DomainError } from '../shared/domain-error.js';

/** A note is short: a text message's length, not a letter. */
export const REPLY_NOTE_MAX_LENGTH = 280;

/** Over how long the replies of a page are counted against the limits below. */
export const REPLY_LIMIT_WINDOW_MS = 24 * 60 * 60_000;

/**
 * Replies one client address may send to one page per 24 hours: a heart, a note, and a second thought. More is a loop
 * or a script. Never counted by page alone: a stranger with the link cannot use up the recipient's replies.
 */
export const REPLIES_PER_CLIENT_PER_PAGE = 3;

/**
 * Replies one page may receive per 24 hours, from every address together: the most reply e-mails its buyer can get in
 * a day, however widely the link was shared. Counting per address across pages is left out on purpose: phones on
 * Brazilian mobile networks share addresses (CGNAT), and strangers on the same carrier would block each other.
 */
export const REPLIES_PER_PAGE = 10;

/** Replies the owner's edit page lists, newest first. */
export const REPLIES_LISTED = 50;

/** One reply as stored: a heart alone (`note` null) or a heart with a note. */
export interface PageReply {
  readonly id: string;
  readonly memoryId: string;
  readonly note: string | null;
  readonly createdAt: Date;
}

/** The replies a page received within the window, in all and from the address now replying. */
export interface ReplyCounts {
  readonly page: number;
  readonly client: number;
}

/** Which limit a reply would go past; null when it may be stored. */
export type ReplyLimitScope = 'page' | 'client';

export class ReplyNoteTooLongError extends DomainError {
  constructor() {
    super('reply.note-too-long', { limit: REPLY_NOTE_MAX_LENGTH });
  }
}

export class ReplyLimitReachedError extends DomainError {
  constructor(scope: ReplyLimitScope) {
    super('reply.limit-reached', { scope });
  }
}

/** The owner turned replies off for the page. */
export class RepliesClosedError extends DomainError {
  constructor() {
    super('reply.closed');
  }
}

/** Characters of a note as a person counts them (an emoji is one), which is what the limit and the counter count. */
export function replyNoteLength(note: string): number {
  return [...note].length;
}

/**
 * A note as typed, cleaned the way the names are: markup removed (a lone `<3` stays), control characters refused, NFC,
 * spaces collapsed and trimmed; line breaks kept (at most one empty line in a row), punctuation and emoji kept, since a
 * note is a sentence, not a name. Empty: a heart alone (null). It is plain text, escaped wherever it is shown.
 */
export function cleanReplyNote(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  refuseControlCharacters('note', raw);
  const note = withoutMarkup(raw.normalize('NFC').replace(/\r\n?/g, '\n'))
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return note === '' ? null : note;
}

/** The note a reply may carry: cleaned, and refused (`ReplyNoteTooLongError`) when longer than the limit. */
export function validReplyNote(raw: string | null | undefined): string | null {
  const note = cleanReplyNote(raw);
  if (note !== null && replyNoteLength(note) > REPLY_NOTE_MAX_LENGTH) throw new ReplyNoteTooLongError();
  return note;
}

/** The limit one more reply would go past, given what was received within the window; null when it may be stored. */
export function replyLimitPassed(before: ReplyCounts): ReplyLimitScope | null {
  if (before.client >= REPLIES_PER_CLIENT_PER_PAGE) return 'client';
  if (before.page >= REPLIES_PER_PAGE) return 'page';
  return null;
}

/** The earliest instant a reply counts against the limits at `now`. */
export function replyWindowStart(now: Date): Date {
  return new Date(now.getTime() - REPLY_LIMIT_WINDOW_MS);
}
