import { useCallback, useEffect, useRef, useState } from 'react';
import { PLANS, type PlanId } from '../../../domain/plan/plan.js';
import { downscalePhoto } from '../../lib/downscale-photo.js';

export interface SelectedPhoto {
  readonly key: string;
  readonly name: string;
  /** Object URL shown in the thumbnail and the preview: the original at first, the downscaled copy once ready. */
  readonly url: string;
  /** True while the browser is still downscaling it. */
  readonly processing: boolean;
  /** The file that will be uploaded (the downscaled copy, or the original when that is already small). */
  readonly upload: Promise<File>;
}

const release = (gone: readonly SelectedPhoto[]) => {
  for (const photo of gone) URL.revokeObjectURL(photo.url);
};

/** The selection once the copy of `key` to upload is ready: its thumbnail shows that copy, the original's URL released. */
function withReadyCopy(photos: readonly SelectedPhoto[], key: string, picked: File, sent: File): readonly SelectedPhoto[] | null {
  const photo = photos.find((p) => p.key === key);
  if (!photo) return null;
  const url = sent === picked ? photo.url : URL.createObjectURL(sent);
  if (url !== photo.url) URL.revokeObjectURL(photo.url);
  return photos.map((p) => (p.key === key ? { ...p, url, processing: false } : p));
}

/**
 * The photos chosen on the creation form, in order. Basic holds exactly one (a new pick replaces it); premium adds up to
 * three and silently drops the rest. Each photo is downscaled as soon as it is picked, one at a time, so the preview
 * shows what will be sent and the upload is ready when the buyer pays. Object URLs are revoked when a photo leaves.
 */
export function usePhotoSelection() {
  const [photos, setPhotos] = useState<readonly SelectedPhoto[]>([]);
  const current = useRef<readonly SelectedPhoto[]>([]);
  const nextKey = useRef(1);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const commit = useCallback((next: readonly SelectedPhoto[]) => {
    current.current = next;
    setPhotos(next);
  }, []);

  useEffect(() => () => release(current.current), []);

  const start = useCallback(
    (file: File): SelectedPhoto => {
      const key = `foto-${nextKey.current++}`;
      const upload = queue.current.then(() => downscalePhoto(file));
      queue.current = upload.catch(() => undefined);
      void upload.then(
        (sent) => {
          const next = withReadyCopy(current.current, key, file, sent);
          if (next) commit(next);
        },
        () => undefined,
      );
      return { key, name: file.name, url: URL.createObjectURL(file), processing: true, upload };
    },
    [commit],
  );

  /** Adds the images the picker returned, within the plan's rules. */
  const add = useCallback(
    (images: readonly File[], plan: PlanId) => {
      if (images.length === 0) return;
      const limit = PLANS[plan].photoLimit;
      if (limit === 1) {
        // Replaces the one photo the plan holds; photos parked beyond it (chosen on a bigger plan) stay.
        release(current.current.slice(0, 1));
        commit([start(images[0]!), ...current.current.slice(1)]);
        return;
      }
      const room = Math.max(0, limit - current.current.length);
      commit([...current.current, ...images.slice(0, room).map(start)]);
    },
    [commit, start],
  );

  const remove = useCallback(
    (key: string) => {
      release(current.current.filter((p) => p.key === key));
      commit(current.current.filter((p) => p.key !== key));
    },
    [commit],
  );

  const clear = useCallback(() => {
    release(current.current);
    commit([]);
  }, [commit]);

  return { photos, add, remove, clear };
}
