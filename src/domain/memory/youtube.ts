export const YOUTUBE_ID_LENGTH = 11;

const ID = `[A-Za-z0-9_-]{${YOUTUBE_ID_LENGTH}}`;
const ANY_FORM = new RegExp(
  `^(?:https?://)?(?:[a-z0-9-]+\\.)*(?:youtube(?:-nocookie)?\\.com/(?:watch\\?(?:[^#\\s]*&)?v=|shorts/|embed/|v/)|youtu\\.be/)(${ID})(?![A-Za-z0-9_-])`,
  'i',
);
const EDIT_FORM = new RegExp(`^(?:https?://)?(?:www\\.)?(?:youtube\\.com/watch\\?v=|youtu\\.be/)${ID}(?:[?&#][^\\s]*)?$`, 'i');

/**
 * The 11-character video id from the watch, youtu.be, shorts, embed and /v/ forms; null when none is found. The link
 * must start at a YouTube host (optional http(s) scheme and subdomains): other hosts and schemes are not read.
 */
export function youtubeVideoId(link: string): string | null {
  return ANY_FORM.exec(link.trim())?.[1] ?? null;
}

/**
 * The edit page's stricter rule: empty is valid; otherwise an optional http(s) scheme, an optional www, then
 * youtube.com/watch?v=<id> or youtu.be/<id>.
 */
export function isValidEditYoutubeLink(link: string): boolean {
  const trimmed = link.trim();
  return trimmed === '' || EDIT_FORM.test(trimmed);
}

/** The one form a music link is stored in: whatever the buyer pasted, the page only ever plays this id. */
export function canonicalYoutubeLink(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}
