import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { storyInput } from '../memory-form/story-draft.js';
import { createDraftStore } from '../../lib/create-draft-store.js';
import { EMPTY_VALUES, type CreateMemoryValues } from './form-rules.js';
import { NO_QUESTION } from './question-draft.js';
import { isEmptyDraft, parseFormDraft, voiceStillOnServer, type DraftPhoto, type DraftVoice, type FormDraft } from './form-draft.js';
import { NO_VOICE, type VoiceDraft } from './voice-draft.js';
import { dataUrlOf, thumbnailOf } from './photo-copies.js';
import { restoredPhotos } from './restored-photos.js';
import type { CreateMemoryFormModel } from './use-create-memory-form.js';
import type { SelectedPhoto } from './use-photo-selection.js';

/** Each sent photo's thumbnail, by reference, once made. */
type Thumbnails = ReadonlyMap<string, string | null>;

function draftPhoto({ name, sending, drawable }: SelectedPhoto, thumbnails: Thumbnails): DraftPhoto {
  const shown = { drawable: drawable !== false };
  if (sending.state !== 'sent') return { name, reference: null, sentAt: 0, thumbnail: null, ...shown };
  return { name, reference: sending.reference, sentAt: sending.at, thumbnail: thumbnails.get(sending.reference) ?? null, ...shown };
}

function draftOfForm(form: CreateMemoryFormModel, thumbnails: Thumbnails): FormDraft {
  const photos = [...form.photos.photos, ...form.photos.parked].map((photo) => draftPhoto(photo, thumbnails));
  const story = storyInput(form.story.moments).map((moment) => ({ ...moment, time: moment.time ?? null, line: moment.line ?? '' }));
  const { open, question, hint } = form.question.draft;
  const letters = {
    open: form.letters.draft.open,
    letters: form.letters.draft.letters.map(({ title, text, opensOn }) => ({ title, text, opensOn })),
  };
  return { plan: form.plan, values: form.values, story, photos, question: { open, question, hint }, letters, voice: draftVoice(form.voice.draft) };
}

function draftVoice({ open, sent }: VoiceDraft): DraftVoice {
  return { open, reference: sent?.reference ?? null, sentAt: sent?.at ?? 0, seconds: sent?.seconds ?? 0 };
}

/** The voice of a restored draft: sent, while the server still holds it; else to record again. */
function restoredVoice(voice: DraftVoice, now: number): VoiceDraft {
  if (voiceStillOnServer(voice, now))
    return { open: true, sent: { reference: voice.reference, at: voice.sentAt, seconds: voice.seconds }, url: null, lost: false };
  return { ...NO_VOICE, open: true, lost: voice.reference !== null };
}

/** A restored draft's plan counts only where the address names none: a link to a plan is the buyer's latest choice. */
function restore(form: CreateMemoryFormModel, draft: FormDraft, now: number, addressNamesPlan: boolean): void {
  for (const name of Object.keys(EMPTY_VALUES) as (keyof CreateMemoryValues)[]) {
    if (draft.values[name] !== EMPTY_VALUES[name]) form.set(name, draft.values[name]);
  }
  if (draft.plan !== form.plan && !addressNamesPlan) form.choosePlan(draft.plan);
  if (draft.story.length > 0) form.story.replace(draft.story);
  if (draft.question.open) form.question.replace({ ...draft.question, answer: '' });
  if (draft.letters.open) form.letters.replace(true, draft.letters.letters);
  if (draft.voice.open) form.voice.replace(restoredVoice(draft.voice, now));
  const { restored, lost } = restoredPhotos(draft.photos, now, createDraftStore.photoCopy);
  if (restored.length > 0 || lost.length > 0) form.photos.restore(restored, lost);
}

/** Keeps a sent photo's copy on this device and makes its thumbnail (shown where the copy found no room). */
async function keepCopy(reference: string, upload: Promise<File>): Promise<string | null> {
  const file = await upload;
  createDraftStore.savePhotoCopy(reference, await dataUrlOf(file));
  return thumbnailOf(file);
}

/**
 * The creation form's draft on this device (`createDraftStore`): what was typed and chosen, and the photos sent,
 * come back after the checkout's back button, a reload or a crash, until the order is paid. `startOver` clears it.
 */
export function useFormDraft(form: CreateMemoryFormModel) {
  const { search } = useLocation();
  const [restored, setRestored] = useState<boolean | null>(null);
  const [thumbnails, setThumbnails] = useState<Thumbnails>(new Map());
  const copied = useRef(new Set<string>());

  useEffect(() => {
    const draft = parseFormDraft(createDraftStore.load(Date.now()));
    const found = draft !== null && !isEmptyDraft(draft);
    if (found) {
      restore(form, draft, Date.now(), new URLSearchParams(search).has('plan'));
      for (const photo of draft.photos) if (photo.reference !== null) copied.current.add(photo.reference);
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read once hydrated: the form's markup hydrates as written
    setRestored(found);
    if (found) setThumbnails(new Map(draft.photos.flatMap((photo) => (photo.reference === null ? [] : [[photo.reference, photo.thumbnail]]))));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the form starts (before the input typed early is taken)
  }, []);

  const current = draftOfForm(form, thumbnails);
  const sentPhotos = [...form.photos.photos, ...form.photos.parked];
  const references = current.photos.flatMap((photo) => (photo.reference === null ? [] : [photo.reference]));
  useEffect(() => {
    for (const photo of sentPhotos) {
      if (photo.sending.state !== 'sent' || copied.current.has(photo.sending.reference)) continue;
      const reference = photo.sending.reference;
      copied.current.add(reference);
      void keepCopy(reference, photo.upload).then(
        (thumbnail) => setThumbnails((made) => new Map(made).set(reference, thumbnail)),
        () => undefined,
      );
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the photos' references are what changes
  }, [references.join(' ')]);

  const serialized = JSON.stringify(current);
  useEffect(() => {
    if (restored === null) return;
    if (isEmptyDraft(current)) createDraftStore.clear();
    else createDraftStore.save(current, references, Date.now());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- saved when what it holds changes
  }, [restored, serialized]);

  const startOver = useCallback(() => {
    createDraftStore.clear();
    for (const name of Object.keys(EMPTY_VALUES) as (keyof CreateMemoryValues)[]) form.set(name, EMPTY_VALUES[name]);
    form.story.replace([]);
    form.question.replace(NO_QUESTION);
    form.letters.replace(false, []);
    form.voice.replace(NO_VOICE);
    form.photos.clear();
    form.fields.forget();
    setRestored(false);
  }, [form]);

  return { restored: restored === true, canStartOver: restored === true || !isEmptyDraft(current), startOver };
}
