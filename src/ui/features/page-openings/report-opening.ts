import { OPENING_WINDOW_MS } from '../../../domain/openings/page-openings.js';
import { editTokenStore } from '../../lib/edit-token-store.js';

/** When this browser last reported an opening of a page: a time only, kept on this device, never sent. */
const key = (memoryId: string) => `memories.opened.${memoryId}`;

function reportedRecently(memoryId: string, now: number): boolean {
  try {
    const last = Number(localStorage.getItem(key(memoryId)));
    return Number.isFinite(last) && last > 0 && now - last < OPENING_WINDOW_MS;
  } catch {
    return false;
  }
}

function remember(memoryId: string, now: number): void {
  try {
    localStorage.setItem(key(memoryId), String(now));
  } catch {
    // Private mode without storage: the server's window still counts this browser once per half hour.
  }
}

/**
 * Forgets that this browser reported the page: a tap on the gate of a page that turned out not to be open yet (before
 * its reveal date) counted nothing, and the opening after the reveal must be reported.
 */
export function forgetOpeningReport(memoryId: string): void {
  try {
    localStorage.removeItem(key(memoryId));
  } catch {
    // Nothing was kept.
  }
}

/**
 * Tells the server that the page was opened (its 'Clique' gate tapped), without waiting for an answer and without
 * holding up the tap or the photos: `sendBeacon` hands the request to the browser, which sends it even while the page
 * goes on. Not sent by the owner's own browser (it holds the page's edit token), nor again within half an hour from this
 * browser; the server applies the same window whoever asks. The request carries nothing but the page's address.
 */
export function reportOpening(slug: string, memoryId: string, now: number = Date.now()): void {
  if (!slug || !memoryId || editTokenStore.get(memoryId) !== null || reportedRecently(memoryId, now)) return;
  remember(memoryId, now);
  const url = `/api/${encodeURIComponent(slug)}/${encodeURIComponent(memoryId)}/opened`;
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)) return;
  } catch {
    // Some browsers refuse a beacon (a blocked origin, a full queue): fetch below.
  }
  void fetch(url, { method: 'POST', keepalive: true, credentials: 'omit' }).catch(() => undefined);
}
