import type { EditTokens } from '../ports/edit-tokens.js';
import { SHARE_CARD_FORMATS, type ShareCardFormat } from '../ports/share-card-renderer.js';
import type { MemoryLinks } from './memory-links.js';

export type ShareCardUrls = Readonly<Record<ShareCardFormat, string>>;

interface KeyedMemory {
  readonly id: string;
  readonly editTokenVersion: number;
}

/**
 * The key of a page's card links: the edit token's HMAC over APP_SECRET in a namespace of its own (`share-card:<id>`
 * names no page, since ids never hold a colon). It lets its holder download the card and nothing else; it follows the
 * edit link's version, so revoking the edit link revokes the card links sent with it.
 */
export function shareCardKey(editTokens: EditTokens, memory: KeyedMemory): string {
  return editTokens.issue(`share-card:${memory.id}`, memory.editTokenVersion);
}

export function shareCardKeyMatches(editTokens: EditTokens, memory: KeyedMemory, key: string): boolean {
  return editTokens.matches(`share-card:${memory.id}`, memory.editTokenVersion, key);
}

/** The addresses of a page's printable cards and status image, each carrying the page's card key. */
export function shareCardUrls(links: MemoryLinks, editTokens: EditTokens, memory: KeyedMemory): ShareCardUrls {
  const key = shareCardKey(editTokens, memory);
  const urls = SHARE_CARD_FORMATS.map((format) => [format, links.shareCardUrl(memory.id, format, key)] as const);
  return Object.fromEntries(urls) as Record<ShareCardFormat, string>;
}
