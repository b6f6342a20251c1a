import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { MemoryRecordResponse } from '../../../adapters/http/contract/memories.contract.js';
import { downscalePhoto } from '../../lib/downscale-photo.js';
import { remainingSlots, type EditState, type NewPhoto } from './edit-state.js';

type SetEditState = Dispatch<SetStateAction<EditState>>;

let photoKeys = 0;

/**
 * Photos chosen in this visit: downscaled first (shown as 'Preparando foto...' meanwhile), never past the plan's limit
 * (extra files are silently left out, spec section 5); their thumbnails' object URLs are released when they go.
 */
function useNewPhotos(state: EditState, setState: SetEditState, room: number) {
  const [preparing, setPreparing] = useState(0);
  const addedRef = useRef(state.added);
  useEffect(() => {
    addedRef.current = state.added;
  });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      addedRef.current.forEach((photo) => URL.revokeObjectURL(photo.previewUrl));
    };
  }, []);

  const addFiles = async (images: File[]) => {
    const chosen = images.slice(0, Math.max(0, room - preparing));
    if (chosen.length === 0) return;
    setPreparing((n) => n + chosen.length);
    const prepared = await Promise.all(chosen.map((file) => downscalePhoto(file)));
    if (!mounted.current) return;
    const photos: NewPhoto[] = prepared.map((file) => ({ key: `new-${++photoKeys}`, file, previewUrl: URL.createObjectURL(file) }));
    setPreparing((n) => n - chosen.length);
    setState((current) => ({ ...current, added: [...current.added, ...photos] }));
  };

  const dropNew = (key: string) => {
    const photo = state.added.find((candidate) => candidate.key === key);
    if (photo) URL.revokeObjectURL(photo.previewUrl);
    setState((current) => ({ ...current, added: current.added.filter((candidate) => candidate.key !== key) }));
  };

  return { preparing, addFiles, dropNew };
}

/** A current photo leaves only after 'Tem certeza…?', to the removed list, from where it can come back while there is room. */
function usePhotoRemoval(setState: SetEditState, remaining: number) {
  const [askingRemoval, setAskingRemoval] = useState<string | null>(null);

  const confirmRemoval = () => {
    const path = askingRemoval;
    setAskingRemoval(null);
    if (!path) return;
    setState((current) => ({
      ...current,
      kept: current.kept.filter((candidate) => candidate !== path),
      removed: current.removed.includes(path) ? current.removed : [...current.removed, path],
    }));
  };

  const restore = (path: string) => {
    if (remaining === 0) return;
    setState((current) => ({ ...current, kept: [...current.kept, path], removed: current.removed.filter((candidate) => candidate !== path) }));
  };

  return { askingRemoval, askRemoval: setAskingRemoval, cancelRemoval: () => setAskingRemoval(null), confirmRemoval, restore };
}

/** The editor's photos: the kept, removed and new ones, and how many more fit. */
export function useEditPhotos(memory: MemoryRecordResponse, state: EditState, setState: SetEditState) {
  const room = remainingSlots(memory, state);
  const added = useNewPhotos(state, setState, room);
  const remaining = Math.max(0, room - added.preparing);
  return { remaining, ...added, ...usePhotoRemoval(setState, remaining) };
}
