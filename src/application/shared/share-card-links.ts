import type { EditTokens } from '../ports/edit-tokens.js';
import { shareCardKeys } from './edit-link-keys.js';
import { SHARE_CARD_FORMATS, type ShareCardFormat } from '../ports/share-card-renderer.js';
import type { MemoryLinks } from './memory-links.js';

export type ShareCardUrls = Readonly<Record<ShareCardFormat, string>>;

interface KeyedMemory {
  readonly id: string;
  readonly editTokenVersion: number;
}

export const shareCardKey = shareCardKeys.issue;
export const shareCardKeyMatches = shareCardKeys.matches;

/** The addresses of a page's printable cards and status image, each carrying the page's card key. */
export function shareCardUrls(links: MemoryLinks, editTokens: EditTokens, memory: KeyedMemory): ShareCardUrls {
  const key = shareCardKey(editTokens, memory);
  const urls = SHARE_CARD_FORMATS.map((format) => [format, links.shareCardUrl(memory.id, format, key)] as const);
  return Object.fromEntries(urls) as Record<ShareCardFormat, string>;
}
