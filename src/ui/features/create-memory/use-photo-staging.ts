import { useCallback, useRef, type MutableRefObject } from 'react';
import { ApiError } from '../../lib/api-client.js';
import { isConnectionLost } from '../../lib/connection-lost.js';
import { MESSAGES } from '../../../texts/messages.pt-br.js';
import { stagePhoto } from './api/stage-photo.js';

/** Where a chosen photo's upload stands: sent one after the other as soon as it is ready, while the buyer writes. */
export type PhotoSending =
  | { readonly state: 'waiting' }
  | { readonly state: 'sending'; readonly progress: number }
  /** `at`: when the server took it (it keeps it an hour). */
  | { readonly state: 'sent'; readonly reference: string; readonly at: number }
  /** The connection dropped (or the server was busy): `resend` tries it again. */
  | { readonly state: 'lost' };

interface Staged {
  readonly key: string;
  readonly sending: PhotoSending;
}

/** The photo could not be checked in the browser: it leaves the selection, and nothing is sent. */
export class PhotoNotTaken extends Error {}

interface Entry {
  /** The copy to send, once checked (rejects with PhotoNotTaken for a refused photo). */
  readonly file: Promise<File>;
  reference: Promise<string>;
  abort: AbortController;
}

/** The entry of a photo the server already holds, with its copy (null: this device no longer has it). */
function adoptedEntry(reference: string, file: File | null): Entry {
  const entry: Entry = {
    file: file ? Promise.resolve(file) : Promise.reject(new PhotoNotTaken()),
    reference: Promise.resolve(reference),
    abort: new AbortController(),
  };
  entry.file.catch(() => undefined);
  return entry;
}

/**
 * An answer that is worth trying again as it is: the network, an upload cut off for coming too slowly (408, a weak
 * signal), a busy or briefly failing server.
 */
const retryable = (error: unknown) =>
  isConnectionLost(error) || (error instanceof ApiError && (error.status === 408 || error.status === 429 || error.status >= 500));

/**
 * Sends one photo after those already queued; its `reference` settles with the server's answer. A dropped connection
 * (or a busy server) marks it `lost`; any other refusal goes to `refused`.
 */
function sendPhoto(
  key: string,
  entry: Entry,
  queue: MutableRefObject<Promise<unknown>>,
  mark: (key: string, sending: PhotoSending) => void,
  refused: (error: unknown) => void,
): void {
  const abort = new AbortController();
  entry.abort = abort;
  mark(key, { state: 'waiting' });
  const turn = queue.current.then(async () => {
    const file = await entry.file;
    if (abort.signal.aborted) throw new DOMException('Aborted', 'AbortError');
    mark(key, { state: 'sending', progress: 0 });
    const onUploadProgress = (progress: number) => mark(key, { state: 'sending', progress: Math.min(progress, 0.99) });
    return stagePhoto(file, { signal: abort.signal, onUploadProgress });
  });
  queue.current = turn.catch(() => undefined);
  entry.reference = turn.then(
    (reference) => {
      mark(key, { state: 'sent', reference, at: Date.now() });
      return reference;
    },
    (error: unknown) => {
      if (abort.signal.aborted || error instanceof PhotoNotTaken) throw error;
      if (retryable(error)) mark(key, { state: 'lost' });
      else refused(error);
      throw error;
    },
  );
  entry.reference.catch(() => undefined);
}

/**
 * Sends each chosen photo to the server (`POST /api/staged-photos`) one after the other, as soon as the browser has
 * its copy, and keeps each one's reference for the order. Each photo's progress is in its `sending`; a photo the
 * server refuses leaves the selection with the server's sentence (`onRefused`), and one whose connection dropped is
 * `lost` until `resend` (or `references`) sends it again.
 */
export function usePhotoStaging<P extends Staged>(
  current: MutableRefObject<readonly P[]>,
  commit: (next: readonly P[]) => void,
  onRefused: (key: string, text: string) => void,
) {
  const entries = useRef(new Map<string, Entry>());
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const mark = useCallback(
    (key: string, sending: PhotoSending) => {
      if (!entries.current.has(key)) return;
      commit(current.current.map((photo) => (photo.key === key ? { ...photo, sending } : photo)));
    },
    [current, commit],
  );

  const send = useCallback(
    (key: string, entry: Entry) =>
      sendPhoto(key, entry, queue, mark, (error) => {
        entries.current.delete(key);
        onRefused(key, error instanceof ApiError && error.serverMessage ? error.serverMessage : MESSAGES.createFailed);
      }),
    [mark, onRefused],
  );

  /** Starts sending the photo `key` once `file` (its checked copy) is ready. */
  const start = useCallback(
    (key: string, file: Promise<File>) => {
      const entry: Entry = { file, reference: Promise.resolve(''), abort: new AbortController() };
      // A refused photo's copy rejects at once, while the photos before it may still be going up: its turn reads it
      // later, so it is marked as handled now rather than reported to the page as an uncaught error.
      file.catch(() => undefined);
      entries.current.set(key, entry);
      send(key, entry);
    },
    [send],
  );

  /** Takes a photo the server already holds under `reference` (a restored draft's); `file` is its copy, where kept. */
  const adopt = useCallback((key: string, reference: string, file: File | null) => entries.current.set(key, adoptedEntry(reference, file)), []);

  /** Stops sending `key` and forgets its reference (the photo left the form). */
  const forget = useCallback((key: string) => {
    entries.current.get(key)?.abort.abort();
    entries.current.delete(key);
  }, []);

  const sendAgain = useCallback(
    (which: (photo: P) => boolean) => {
      for (const photo of current.current) {
        const entry = entries.current.get(photo.key);
        if (entry && which(photo)) send(photo.key, entry);
      }
    },
    [current, send],
  );
  /** Sends again every photo whose connection dropped. */
  const resend = useCallback(() => sendAgain((photo) => photo.sending.state === 'lost'), [sendAgain]);

  /** The references of `keys`, in order, once every one is sent (those whose connection dropped are sent again). */
  const references = useCallback(
    (keys: readonly string[]): Promise<string[]> => {
      resend();
      return Promise.all(
        keys.map((key) => {
          const entry = entries.current.get(key);
          return entry ? entry.reference : Promise.reject(new PhotoNotTaken());
        }),
      );
    },
    [resend],
  );

  return { start, adopt, forget, resend, references };
}
