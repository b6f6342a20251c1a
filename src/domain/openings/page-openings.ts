/**
 * How openings of a page are counted. Nothing about the visitor is known or kept: an opening is a tap on the page's
 * 'Clique' gate, counted at most once per `OPENING_WINDOW_MS` per page. A reload, a second tap or a replayed request
 * within the window changes nothing; two people opening the same page within the window count as one.
 */
export const OPENING_WINDOW_MS = 30 * 60_000;

/** The counts the owner sees. */
export interface PageOpeningsTally {
  readonly count: number;
  /** Null while the page was never opened. */
  readonly firstAt: Date | null;
  readonly lastAt: Date | null;
  /** The buyer turned the "opened" e-mails off. */
  readonly emailsOff: boolean;
}

export const NEVER_OPENED: PageOpeningsTally = { count: 0, firstAt: null, lastAt: null, emailsOff: false };

/** The instant before which the last counted opening must lie for an opening at `at` to count. */
export function openingWindowStart(at: Date): Date {
  return new Date(at.getTime() - OPENING_WINDOW_MS);
}
