import { OPENING_WINDOW_MS } from '../../../domain/openings/page-openings.js';
import { editTokenStore } from '../../lib/edit-token-store.js';
import { emailCorrectionStore } from '../../lib/email-correction-store.js';

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
 * What this browser holds of the page, sent with the report so the server can tell the buyer's own looks from the
 * opening: the edit token (the edit link was opened here) and the order's e-mail correction key (the order was placed
 * here). Only this browser's storage provides them, never the address, so a link shared from it counts as anyone's.
 */
function ownBrowserProof(memoryId: string): URLSearchParams | undefined {
  const proof = new URLSearchParams();
  const editToken = editTokenStore.get(memoryId);
  const orderKey = emailCorrectionStore.get(memoryId)?.key;
  if (editToken) proof.set('editToken', editToken);
  if (orderKey) proof.set('orderKey', orderKey);
  return proof.size > 0 ? proof : undefined;
}

/**
 * Tells the server that the page was opened (its 'Clique' gate tapped), without waiting for an answer and without
 * holding up the tap or the photos: `sendBeacon` hands the request to the browser, which sends it even while the page
 * goes on. Not again within half an hour from this browser; the server applies the same window whoever asks. The
 * request carries the page's address and, from the buyer's own browsers, the proof that they are (the server checks
 * it, and does not count them).
 */
export function reportOpening(slug: string, memoryId: string, now: number = Date.now()): void {
  if (!slug || !memoryId || reportedRecently(memoryId, now)) return;
  remember(memoryId, now);
  const url = `/api/${encodeURIComponent(slug)}/${encodeURIComponent(memoryId)}/opened`;
  const proof = ownBrowserProof(memoryId);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, proof)) return;
  } catch {
    // Some browsers refuse a beacon (a blocked origin, a full queue): fetch below.
  }
  // The browser's default credentials, as the beacon's: on a page that asks a question, its cookie is the visitor's proof.
  void fetch(url, { method: 'POST', keepalive: true, ...(proof ? { body: proof } : {}) }).catch(() => undefined);
}
