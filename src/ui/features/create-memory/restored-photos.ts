import { FORM_DRAFT_TEXT } from '../../../texts/form-draft.pt-br.js';
import { stillOnServer, type DraftPhoto } from './form-draft.js';
import { fileOfDataUrl } from './photo-copies.js';
import { PhotoNotTaken } from './use-photo-staging.js';
import type { SelectedPhoto } from './use-photo-selection.js';

/** A photo of a restored draft as the selection takes it: `file` is its copy from this device, where it was kept. */
export interface RestoredPhoto {
  readonly photo: SelectedPhoto;
  readonly file: File | null;
}

/** For a photo whose copy this device lost: an order that needs the file asks for the photo again. */
const noCopy = (): Promise<File> => {
  const missing = Promise.reject(new PhotoNotTaken());
  missing.catch(() => undefined);
  return missing;
};

/**
 * The draft's photos, back: with the copy kept on this device (sent again if the server's hour is over), or, the
 * copy lost, with the thumbnail while the server still holds it. The others are asked for again by name (`lost`).
 */
export function restoredPhotos(
  drafted: readonly DraftPhoto[],
  now: number,
  copyOf: (reference: string) => string | null,
): { restored: RestoredPhoto[]; lost: string[] } {
  const restored: RestoredPhoto[] = [];
  const lost: string[] = [];
  for (const [index, photo] of drafted.entries()) {
    const stored = photo.reference === null ? null : copyOf(photo.reference);
    const file = stored === null ? null : fileOfDataUrl(stored, photo.name);
    const onServer = stillOnServer(photo, now);
    const base = { key: `rascunho-${index + 1}`, name: photo.name, processing: false, lowResolution: false, drawable: photo.drawable } as const;
    const sending = onServer ? ({ state: 'sent', reference: photo.reference, at: photo.sentAt } as const) : ({ state: 'waiting' } as const);
    if (file) restored.push({ photo: { ...base, url: URL.createObjectURL(file), upload: Promise.resolve(file), sending }, file });
    else if (onServer && photo.thumbnail) restored.push({ photo: { ...base, url: photo.thumbnail, upload: noCopy(), sending }, file: null });
    else lost.push(FORM_DRAFT_TEXT.sendAgain(photo.name));
  }
  return { restored, lost };
}
