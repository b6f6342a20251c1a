import { useState, type FormEvent } from 'react';
import type { MemoryRecordResponse } from '../../../adapters/http/contract/memories.contract.js';
import { useTouchedFields } from '../../components/form/use-touched-fields.js';
import type { useToast } from '../../components/ui/toast.js';
import { MESSAGES } from '../../../texts/messages.pt-br.js';
import { updateOwnedMemory } from './api/owned-memory.js';
import { isUnauthorized, saveFailedText } from './edit-errors.js';
import { checkMemoryEdit, EDIT_FIELDS, type EditFieldName } from './edit-rules.js';
import { changesOf, editStateOf, type EditState } from './edit-state.js';
import { useEditPhotos } from './use-edit-photos.js';
import { useMusicCheck } from '../memory-form/music/use-music-check.js';
import { linkToCheck } from './edit-music.js';

export interface MemoryEditOptions {
  readonly memory: MemoryRecordResponse;
  readonly token: string;
  /** 'page': the edit page, which leaves for the public page after a save; 'popup': stays editable. */
  readonly layout: 'page' | 'popup';
  readonly toast: ReturnType<typeof useToast>;
  onSaved(updated: MemoryRecordResponse): void;
  onUnauthorized(): void;
}

type Status = 'editing' | 'saving' | 'saved';

/** PUT /api/update/{id} with its upload progress, then the green toast, or the red one saying what to fix. */
function useSaveRequest({ memory, token, layout, toast, onSaved, onUnauthorized }: MemoryEditOptions) {
  const [status, setStatus] = useState<Status>('editing');
  const [progress, setProgress] = useState(0);

  const send = async (state: EditState, accepted: (updated: MemoryRecordResponse) => void) => {
    setStatus('saving');
    setProgress(0);
    try {
      const updated = await updateOwnedMemory(memory.id, token, changesOf(memory, state), setProgress);
      accepted(updated);
      // The page leaves for the public page 1.5 s later: no second save meanwhile. The popup stays editable.
      setStatus(layout === 'page' ? 'saved' : 'editing');
      toast.success(MESSAGES.editSaved);
      onSaved(updated);
    } catch (error) {
      setStatus('editing');
      if (isUnauthorized(error)) {
        onUnauthorized();
        return;
      }
      toast.error(saveFailedText(error));
    }
  };

  return { status, progress, send };
}

/**
 * The owner's edit of a memory: what was changed, which fields were left, the photos, and the save. The checks come
 * from the editor's rules, the creation form's own where both have the field.
 */
export function useMemoryEdit(options: MemoryEditOptions) {
  const { memory } = options;
  const [state, setState] = useState<EditState>(() => editStateOf(memory));
  const fields = useTouchedFields<EditFieldName>();
  const photos = useEditPhotos(memory, state, setState);
  const request = useSaveRequest(options);
  const now = new Date();
  const music = useMusicCheck(linkToCheck(memory, state));
  const check = checkMemoryEdit({ memory, state, now, musicRefusal: music.refusal }, fields.touched);
  const busy = request.status !== 'editing';

  const update = (change: Partial<EditState>) => setState((current) => ({ ...current, ...change }));

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (busy || photos.preparing > 0) return;
    const wrong = checkMemoryEdit({ memory, state, now: new Date(), musicRefusal: music.refusal }).firstInvalid;
    if (wrong) {
      fields.touchAll(EDIT_FIELDS);
      fields.focus(wrong);
      return;
    }
    void request.send(state, (updated) => {
      state.added.forEach((photo) => URL.revokeObjectURL(photo.previewUrl));
      setState(editStateOf(updated));
      fields.forget();
    });
  };

  return { memory, state, update, now, fields, check, photos, status: request.status, progress: request.progress, busy, save, music };
}

export type MemoryEditModel = ReturnType<typeof useMemoryEdit>;
