import { useCallback, type Dispatch, type MutableRefObject, type SetStateAction } from 'react';
import { FORM_DRAFT_TEXT } from '../../../texts/form-draft.pt-br.js';
import type { PhotoSending } from './use-photo-staging.js';

interface Photo {
  readonly key: string;
  readonly name: string;
  readonly sending: PhotoSending;
}

interface Staging {
  adopt(key: string, reference: string, file: File | null): void;
  start(key: string, file: Promise<File>): void;
  forget(key: string): void;
}

interface Selection<P extends Photo> {
  readonly current: MutableRefObject<readonly P[]>;
  readonly commit: (next: readonly P[]) => void;
  readonly setNotices: Dispatch<SetStateAction<readonly string[]>>;
  /** Lets go of photos leaving the selection (their object URLs). */
  readonly release: (gone: readonly P[]) => void;
}

/**
 * The photo selection's side of a restored draft: `restore` puts its photos back before any picked since (each with
 * its reference, or sent again from its copy), and says which to send again; `askAgain` takes out those whose copy
 * this device lost once the server no longer holds them, asking for each by name.
 */
export function useDraftPhotos<P extends Photo>({ current, commit, setNotices, release }: Selection<P>, staging: Staging) {
  const { adopt, start, forget } = staging;
  const restore = useCallback(
    (restored: readonly { readonly photo: P; readonly file: File | null }[], lost: readonly string[]) => {
      for (const { photo, file } of restored) {
        if (photo.sending.state === 'sent') adopt(photo.key, photo.sending.reference, file);
        else if (file) start(photo.key, Promise.resolve(file));
      }
      commit([...restored.map(({ photo }) => photo), ...current.current]);
      setNotices((shown) => [...shown, ...lost]);
    },
    [adopt, start, commit, current, setNotices],
  );

  const askAgain = useCallback(
    (keys: readonly string[]) => {
      const gone = current.current.filter((photo) => keys.includes(photo.key));
      for (const photo of gone) forget(photo.key);
      release(gone);
      commit(current.current.filter((photo) => !keys.includes(photo.key)));
      setNotices(gone.map((photo) => FORM_DRAFT_TEXT.sendAgain(photo.name)));
    },
    [forget, release, commit, current, setNotices],
  );
  return { restore, askAgain };
}
