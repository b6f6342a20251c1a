import { isFallingEmojiName } from '../../../domain/look/falling-emoji.js';
import { isPaletteName } from '../../../domain/look/palettes.js';
import { isRevealStyle } from '../../../domain/look/reveal-style.js';
import { PLAN_IDS, type PlanId } from '../../../domain/plan/plan.js';
import type { LetterInput } from '../../../domain/letters/future-letter.js';
import type { StoryMoment } from '../../../domain/story/story.js';
import { createDraftStore } from '../../lib/create-draft-store.js';
import { EMPTY_VALUES, type CreateMemoryValues } from './form-rules.js';

/** A photo of the draft: its name, and once the server holds it, its reference, when it was sent and a thumbnail. */
export interface DraftPhoto {
  readonly name: string;
  /** Null for a photo not yet sent when the draft was saved: it is asked for again. */
  readonly reference: string | null;
  /** Epoch ms the server took it (a sent photo lapses after an hour there). */
  readonly sentAt: number;
  /** A small JPEG data URL, shown where the photo's copy could not be kept; null until made. */
  readonly thumbnail: string | null;
  /** False for a photo this browser cannot draw (an iPhone HEIC): its tile shows its name. */
  readonly drawable: boolean;
}

/** What the creation form keeps on this device while the buyer fills it, until the order is paid. */
export interface FormDraft {
  readonly plan: PlanId;
  readonly values: CreateMemoryValues;
  readonly story: readonly StoryMoment[];
  readonly photos: readonly DraftPhoto[];
  /**
   * "Pergunta de vocês": the question and its hint, never the answer. The answer is the key to the page: kept on this
   * device it could be read by anyone using it (the recipient too), so it is typed again after a reload.
   */
  readonly question: DraftQuestion;
  /** "Cartas para o futuro": whether they were open, and the letters as typed. */
  readonly letters: DraftLetters;
  /** "Um áudio seu": whether it was open, and the voice sent ahead (like a photo's reference: the take itself is not kept). */
  readonly voice: DraftVoice;
}

export interface DraftVoice {
  readonly open: boolean;
  readonly reference: string | null;
  /** Epoch ms the server took it (0: not counted on there, as after an order took it). */
  readonly sentAt: number;
  readonly seconds: number;
}

export const NO_DRAFT_VOICE: DraftVoice = { open: false, reference: null, sentAt: 0, seconds: 0 };

export interface DraftQuestion {
  readonly open: boolean;
  readonly question: string;
  readonly hint: string;
}

export interface DraftLetters {
  readonly open: boolean;
  readonly letters: readonly LetterInput[];
}

export const NO_DRAFT_QUESTION: DraftQuestion = { open: false, question: '', hint: '' };

/** How long a sent photo is counted on: the server keeps it an hour, less the time an order takes to reach it. */
export const SENT_PHOTO_TRUSTED_MS = 55 * 60 * 1000;

export const stillOnServer = (photo: DraftPhoto, now: number): photo is DraftPhoto & { reference: string } =>
  photo.reference !== null && now - photo.sentAt < SENT_PHOTO_TRUSTED_MS;

/** Nothing typed, chosen or picked: there is nothing to keep. */
export function isEmptyDraft({ values, story, photos, question, letters, voice }: Omit<FormDraft, 'plan'>): boolean {
  const typed = (Object.keys(EMPTY_VALUES) as (keyof CreateMemoryValues)[]).some((name) => values[name] !== EMPTY_VALUES[name]);
  return !typed && story.length === 0 && photos.length === 0 && !question.open && !letters.open && !voice.open;
}

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function valuesOf(raw: unknown): CreateMemoryValues {
  const stored = record(raw);
  const typed = Object.fromEntries((Object.keys(EMPTY_VALUES) as (keyof CreateMemoryValues)[]).map((name) => [name, text(stored[name])]));
  return {
    ...(typed as Omit<CreateMemoryValues, 'palette' | 'fallingEmoji' | 'revealStyle'>),
    palette: isPaletteName(stored.palette) ? stored.palette : EMPTY_VALUES.palette,
    fallingEmoji: isFallingEmojiName(stored.fallingEmoji) ? stored.fallingEmoji : EMPTY_VALUES.fallingEmoji,
    revealStyle: isRevealStyle(stored.revealStyle) ? stored.revealStyle : EMPTY_VALUES.revealStyle,
  };
}

function momentOf(raw: unknown): StoryMoment {
  const stored = record(raw);
  return { date: text(stored.date), time: typeof stored.time === 'string' ? stored.time : null, title: text(stored.title), line: text(stored.line) };
}

function questionOf(raw: unknown): DraftQuestion {
  const stored = record(raw);
  return { open: stored.open === true, question: text(stored.question), hint: text(stored.hint) };
}

function lettersOf(raw: unknown): DraftLetters {
  const stored = record(raw);
  const letters = Array.isArray(stored.letters) ? stored.letters.map(record) : [];
  return {
    open: stored.open === true,
    letters: letters.map((letter) => ({ title: text(letter.title), text: text(letter.text), opensOn: text(letter.opensOn) })),
  };
}

function voiceOf(raw: unknown): DraftVoice {
  const stored = record(raw);
  return {
    open: stored.open === true,
    reference: typeof stored.reference === 'string' ? stored.reference : null,
    sentAt: typeof stored.sentAt === 'number' ? stored.sentAt : 0,
    seconds: typeof stored.seconds === 'number' ? stored.seconds : 0,
  };
}

/** Whether the server may still hold the draft's voice, by the photos' measure. */
export const voiceStillOnServer = (voice: DraftVoice, now: number): voice is DraftVoice & { reference: string } =>
  voice.reference !== null && now - voice.sentAt < SENT_PHOTO_TRUSTED_MS;

function photoOf(raw: unknown): DraftPhoto | null {
  const stored = record(raw);
  if (typeof stored.name !== 'string') return null;
  return {
    name: stored.name,
    reference: typeof stored.reference === 'string' ? stored.reference : null,
    sentAt: typeof stored.sentAt === 'number' ? stored.sentAt : 0,
    thumbnail: typeof stored.thumbnail === 'string' && stored.thumbnail.startsWith('data:image/') ? stored.thumbnail : null,
    drawable: stored.drawable !== false,
  };
}

/** The draft as stored, read defensively (another version of the page, a hand edit): null when it is not one. */
export function parseFormDraft(raw: unknown): FormDraft | null {
  const stored = record(raw);
  if (!PLAN_IDS.includes(stored.plan as PlanId)) return null;
  return {
    plan: stored.plan as PlanId,
    values: valuesOf(stored.values),
    story: Array.isArray(stored.story) ? stored.story.map(momentOf) : [],
    photos: Array.isArray(stored.photos) ? stored.photos.map(photoOf).filter((photo) => photo !== null) : [],
    question: questionOf(stored.question),
    letters: lettersOf(stored.letters),
    voice: voiceOf(stored.voice),
  };
}

/**
 * Once an order took the draft's photos (the server uses a photo sent ahead once), they are no longer counted on
 * there: coming back from the checkout, each is sent again from its copy on this device. Its voice is asked for again.
 */
export function photosTakenByOrder(now: number): void {
  const draft = parseFormDraft(createDraftStore.load(now));
  if (!draft) return;
  const photos = draft.photos.map((photo) => ({ ...photo, sentAt: 0 }));
  createDraftStore.save(
    { ...draft, photos, voice: { ...draft.voice, sentAt: 0 } },
    photos.flatMap((photo) => (photo.reference === null ? [] : [photo.reference])),
    now,
  );
}
