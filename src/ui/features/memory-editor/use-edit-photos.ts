import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { MemoryRecordResponse } from '../../../adapters/http/contract/memories.contract.js';
import { planOf, type PlanId } from '../../../domain/plan/plan.js';
import { PHOTO_PROBLEM_TEXT, photosLeftOutSentence } from '../../../texts/photo-checks.pt-br.js';
import { PLAN_SHORT_NAME } from '../../../texts/plans.pt-br.js';
import { checkPhotoFile, looksLikeImage, type CheckedPhoto } from '../../lib/check-photo-file.js';
import { remainingSlots, type EditState, type NewPhoto } from './edit-state.js';

type SetEditState = Dispatch<SetStateAction<EditState>>;

let photoKeys = 0;

/** The sentences for the files refused at once: not images, or beyond the plan's limit. */
function refusedAtOnce(files: readonly File[], room: number, plan: PlanId): { chosen: File[]; notices: string[] } {
  const images = files.filter(looksLikeImage);
  const notices = files.filter((file) => !looksLikeImage(file)).map((file) => PHOTO_PROBLEM_TEXT['not-an-image'](file.name));
  const leftOut = images.slice(Math.max(0, room)).map((file) => file.name);
  if (leftOut.length > 0) notices.push(photosLeftOutSentence(PLAN_SHORT_NAME[plan], planOf(plan).photoLimit, leftOut));
  return { chosen: images.slice(0, Math.max(0, room)), notices };
}

/**
 * Photos chosen in this visit: checked and downscaled first (shown as 'Preparando foto...' meanwhile), never past the
 * plan's limit. A file that is not an image, cannot be opened, is too large or does not fit is refused with a sentence
 * in `notices`; a small photo is taken and listed in `lowResolution`. Thumbnails' object URLs are released when they go.
 */
function useNewPhotos(state: EditState, setState: SetEditState, room: number, plan: PlanId) {
  const [preparing, setPreparing] = useState(0);
  const [notices, setNotices] = useState<readonly string[]>([]);
  const [lowResolution, setLowResolution] = useState<ReadonlySet<string>>(new Set());
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

  const addFiles = async (files: File[]) => {
    const { chosen, notices: refused } = refusedAtOnce(files, room - preparing, plan);
    setNotices(refused);
    if (chosen.length === 0) return;
    setPreparing((n) => n + chosen.length);
    const checked: CheckedPhoto[] = await Promise.all(chosen.map((file) => checkPhotoFile(file)));
    if (!mounted.current) return;
    const photos: NewPhoto[] = [];
    const small: string[] = [];
    checked.forEach((result, index) => {
      if (!result.ok) return refused.push(PHOTO_PROBLEM_TEXT[result.problem](chosen[index]!.name));
      const photo = { key: `new-${++photoKeys}`, file: result.upload, previewUrl: URL.createObjectURL(result.upload), drawable: result.drawable };
      photos.push(photo);
      if (result.lowResolution) small.push(photo.key);
    });
    setPreparing((n) => n - chosen.length);
    setNotices([...refused]);
    if (small.length > 0) setLowResolution((keys) => new Set([...keys, ...small]));
    setState((current) => ({ ...current, added: [...current.added, ...photos] }));
  };

  const dropNew = (key: string) => {
    const photo = state.added.find((candidate) => candidate.key === key);
    if (photo) URL.revokeObjectURL(photo.previewUrl);
    setState((current) => ({ ...current, added: current.added.filter((candidate) => candidate.key !== key) }));
  };

  return { preparing, addFiles, dropNew, notices, dismissNotices: () => setNotices([]), lowResolution };
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
  const added = useNewPhotos(state, setState, room, memory.plan);
  const remaining = Math.max(0, room - added.preparing);
  return { remaining, ...added, ...usePhotoRemoval(setState, remaining) };
}
