/**
 * The proof a browser keeps once it answered a page's question ("Pergunta de vocês"): one name, scoped by its paths to
 * that page's addresses only (its HTML, its API, its photos), so no other page's requests carry it and each page's
 * requests carry only their own. HttpOnly: the page's script never reads it.
 */
export const ANSWER_COOKIE = 'memories_answer';
const NAME = `${ANSWER_COOKIE}=`;

/**
 * The answer proof in a raw Cookie header (the public reads parse no cookie otherwise); null when there is none. The
 * browser sends the one of the page asked for only, by its path.
 */
export function answerProofIn(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  let at = cookieHeader.indexOf(NAME);
  while (at !== -1) {
    if (at === 0 || cookieHeader[at - 1] === ' ' || cookieHeader[at - 1] === ';') {
      const end = cookieHeader.indexOf(';', at);
      const value = cookieHeader.slice(at + NAME.length, end === -1 ? undefined : end).trim();
      return value === '' ? null : value;
    }
    at = cookieHeader.indexOf(NAME, at + 1);
  }
  return null;
}
