import { useCallback, useEffect, useRef, useState, type MutableRefObject } from 'react';
import type { PhotoShape } from '../../../domain/memory/photo-shape.js';
import { PLANS, type PlanId } from '../../../domain/plan/plan.js';
import { PHOTO_PROBLEM_TEXT, photosLeftOutSentence } from '../../../texts/photo-checks.pt-br.js';
import { PLAN_SHORT_NAME } from '../../../texts/plans.pt-br.js';
import { checkPhotoFile, looksLikeImage, type PhotoTraits } from '../../lib/check-photo-file.js';
import { useDraftPhotos } from './use-draft-photos.js';
import { PhotoNotTaken, usePhotoStaging, type PhotoSending } from './use-photo-staging.js';

export interface SelectedPhoto {
  readonly key: string;
  readonly name: string;
  /** Object URL shown in the thumbnail and the preview: the original at first, the downscaled copy once ready. */
  readonly url: string;
  /** True while the browser is still checking and downscaling it. */
  readonly processing: boolean;
  /** The file that will be uploaded (the downscaled copy, or the original when that is already small). */
  readonly upload: Promise<File>;
  /** Known once checked: the photo is small (long edge under about 800 px) and may look blurred. */
  readonly lowResolution: boolean;
  /** Known once checked: false where the browser cannot draw it (a HEIC outside Safari), shown by its name. */
  readonly drawable?: boolean;
  /** Known once checked: very wide or very tall, so small on the page. */
  readonly shape?: PhotoShape | null;
  /** Its upload ahead of the order (see `usePhotoStaging`). */
  readonly sending: PhotoSending;
}

const release = (gone: readonly SelectedPhoto[]) => {
  for (const photo of gone) URL.revokeObjectURL(photo.url);
};

/** The selection once the copy of `key` to upload is ready: its thumbnail shows that copy, the original's URL released. */
function withReadyCopy(
  photos: readonly SelectedPhoto[],
  key: string,
  picked: File,
  { upload: sent, lowResolution, drawable, shape }: { upload: File } & PhotoTraits,
): readonly SelectedPhoto[] | null {
  const photo = photos.find((p) => p.key === key);
  if (!photo) return null;
  const url = sent === picked ? photo.url : URL.createObjectURL(sent);
  if (url !== photo.url) URL.revokeObjectURL(photo.url);
  return photos.map((p) => (p.key === key ? { ...p, url, processing: false, lowResolution, drawable, shape } : p));
}

/**
 * Starts a chosen photo: it shows at once, then is checked and downscaled, one at a time, so the preview shows what
 * will be sent and the upload is ready when the buyer pays. A photo the check refuses leaves the selection, and
 * `onRefused` gets the sentence saying why.
 */
function usePhotoStart(
  current: MutableRefObject<readonly SelectedPhoto[]>,
  commit: (next: readonly SelectedPhoto[]) => void,
  onRefused: (text: string) => void,
  onChecked: (key: string, copy: Promise<File>) => void,
) {
  const nextKey = useRef(1);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  return useCallback(
    (file: File): SelectedPhoto => {
      const key = `foto-${nextKey.current++}`;
      const checked = queue.current.then(() => checkPhotoFile(file));
      queue.current = checked.catch(() => undefined);
      void checked.then(
        (result) => {
          if (result.ok) {
            const next = withReadyCopy(current.current, key, file, result);
            if (next) commit(next);
          } else if (current.current.some((p) => p.key === key)) {
            release(current.current.filter((p) => p.key === key));
            commit(current.current.filter((p) => p.key !== key));
            onRefused(PHOTO_PROBLEM_TEXT[result.problem](file.name));
          }
        },
        () => undefined,
      );
      const upload = checked.then(
        (result) => (result.ok ? result.upload : file),
        () => file,
      );
      onChecked(
        key,
        checked.then((result) => (result.ok ? result.upload : Promise.reject(new PhotoNotTaken()))),
      );
      const sending: PhotoSending = { state: 'waiting' };
      return { key, name: file.name, url: URL.createObjectURL(file), processing: true, upload, lowResolution: false, sending };
    },
    [current, commit, onRefused, onChecked],
  );
}

/** Takes a photo the server refused out of the selection, saying why. */
function useDropPhoto(
  current: MutableRefObject<readonly SelectedPhoto[]>,
  commit: (next: readonly SelectedPhoto[]) => void,
  notice: (text: string) => void,
) {
  return (key: string, text: string) => {
    release(current.current.filter((p) => p.key === key));
    commit(current.current.filter((p) => p.key !== key));
    notice(text);
  };
}

/**
 * The photos chosen on the creation form, in order. Basic holds exactly one (a new pick replaces it); premium adds up to
 * three. Every file is checked when chosen: what is not an image, cannot be opened or is too large is refused, and so
 * is a photo beyond the plan's limit, each with a sentence in `notices` (until dismissed or the next pick). Object URLs
 * are revoked when a photo leaves.
 */
export function usePhotoSelection() {
  const [photos, setPhotos] = useState<readonly SelectedPhoto[]>([]);
  const [notices, setNotices] = useState<readonly string[]>([]);
  const current = useRef<readonly SelectedPhoto[]>([]);

  const commit = useCallback((next: readonly SelectedPhoto[]) => {
    current.current = next;
    setPhotos(next);
  }, []);

  useEffect(() => () => release(current.current), []);

  const notice = useCallback((text: string) => setNotices((shown) => [...shown, text]), []);
  const { start: startSending, adopt, forget, resend, references } = usePhotoStaging(current, commit, useDropPhoto(current, commit, notice));
  const start = usePhotoStart(current, commit, notice, startSending);
  const { restore, askAgain } = useDraftPhotos({ current, commit, setNotices, release }, { adopt, start: startSending, forget });

  /** Adds the files the picker returned, within the plan's rules. */
  const add = useCallback(
    (files: readonly File[], plan: PlanId) => {
      if (files.length === 0) return;
      const images = files.filter(looksLikeImage);
      const refused = files.filter((file) => !looksLikeImage(file)).map((file) => PHOTO_PROBLEM_TEXT['not-an-image'](file.name));
      const limit = PLANS[plan].photoLimit;
      const room = limit === 1 ? 1 : Math.max(0, limit - current.current.length);
      const leftOut = images.slice(room).map((file) => file.name);
      setNotices(leftOut.length > 0 ? [...refused, photosLeftOutSentence(PLAN_SHORT_NAME[plan], limit, leftOut)] : refused);
      const taken = images.slice(0, room);
      if (taken.length === 0) return;
      if (limit === 1) {
        // Replaces the one photo the plan holds; photos parked beyond it (chosen on a bigger plan) stay.
        release(current.current.slice(0, 1));
        for (const gone of current.current.slice(0, 1)) forget(gone.key);
        commit([start(taken[0]!), ...current.current.slice(1)]);
        return;
      }
      commit([...current.current, ...taken.map(start)]);
    },
    [commit, start, forget],
  );

  const remove = useCallback(
    (key: string) => {
      forget(key);
      release(current.current.filter((p) => p.key === key));
      commit(current.current.filter((p) => p.key !== key));
    },
    [commit, forget],
  );

  const clear = useCallback(() => {
    for (const photo of current.current) forget(photo.key);
    release(current.current);
    commit([]);
    setNotices([]);
  }, [commit, forget]);

  const dismissNotices = useCallback(() => setNotices([]), []);

  return { photos, notices, add, remove, clear, dismissNotices, resend, references, restore, askAgain };
}
