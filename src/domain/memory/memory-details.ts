import { planIdFrom, PLANS, type PlanId } from '../plan/plan.js';
import { refuseControlCharacters } from '../shared/control-characters.js';
import { validDatingSince } from './dating-since.js';
import { Email } from './email.js';
import {
  MessageRequiredError,
  MessageTooLongError,
  NameEmojiOnlyError,
  NameRequiredError,
  NameTooLongError,
  NameTooShortError,
  YoutubeLinkInvalidError,
  type NameField,
} from './memory-errors.js';
import { cleanName, NAME_MAX_LENGTH, nameExcess, nameProblem } from './memory-name.js';
import { validFallingEmoji, validPalette, validRevealStyle } from '../look/page-look.js';
import type { FallingEmojiName } from '../look/falling-emoji.js';
import type { PaletteName } from '../look/palettes.js';
import type { RevealStyle } from '../look/reveal-style.js';
import { validRevealDate } from './reveal-date.js';
import { validStory, type StoryMoment, type StoryMomentInput } from '../story/story.js';
import { canonicalYoutubeLink, isValidEditYoutubeLink, youtubeVideoId } from './youtube.js';

export const MESSAGE_MAX_LENGTH = 5000;

/** What a buyer types into the creation form, before any rule is applied. */
export interface MemoryDetailsInput {
  readonly yourName: string;
  readonly lovedName: string;
  readonly datingSince: string;
  readonly message: string;
  readonly plan: unknown;
  readonly youtube?: string | null;
  readonly email: string;
  /** When the page opens to its visitors ("2027-06-12T00:00", the product's time zone); empty or absent: when paid. */
  readonly revealAt?: string | null;
  /** The page's palette, falling emoji and reveal style by name (src/domain/look); empty or absent: the defaults. */
  readonly palette?: string | null;
  readonly fallingEmoji?: string | null;
  readonly revealStyle?: string | null;
  /** "Nossa história": the moments as typed (Pra Sempre only); absent or empty: none. */
  readonly story?: readonly StoryMomentInput[] | null;
}

/** The same, cleaned and checked: safe to store. */
export interface MemoryDetails {
  readonly yourName: string;
  readonly lovedName: string;
  readonly datingSince: string;
  readonly message: string;
  readonly plan: PlanId;
  readonly youtube: string | null;
  readonly email: string;
  /** The day the page opens to its visitors (a "reveal date"); null: public as soon as it is paid. */
  readonly revealAt: Date | null;
  /** The page's look (src/domain/look): one of a closed set of names each, never colours. */
  readonly palette: PaletteName;
  readonly fallingEmoji: FallingEmojiName;
  readonly revealStyle: RevealStyle;
  /** "Nossa história": the couple's moments, in date order; empty when none. */
  readonly story: readonly StoryMoment[];
}

function validName(field: NameField, raw: string): string {
  refuseControlCharacters(field, raw);
  const problem = nameProblem(raw);
  if (problem === 'required') throw new NameRequiredError(field);
  if (problem === 'emoji-only') throw new NameEmojiOnlyError(field);
  if (problem === 'too-short') throw new NameTooShortError(field);
  if (problem === 'too-long') throw new NameTooLongError(field, NAME_MAX_LENGTH, nameExcess(raw));
  return cleanName(raw);
}

export function validMessage(raw: string): string {
  refuseControlCharacters('message', raw);
  const message = raw.replace(/\r\n?/g, '\n').trim();
  if (message.length === 0) throw new MessageRequiredError();
  if (message.length > MESSAGE_MAX_LENGTH) throw new MessageTooLongError(MESSAGE_MAX_LENGTH);
  return message;
}

/** Creation accepts any link the preview can play; a basic page has no music, so its link is dropped. */
function validCreationYoutube(plan: PlanId, raw: string | null | undefined): string | null {
  refuseControlCharacters('youtube', raw);
  const link = (raw ?? '').trim();
  if (!PLANS[plan].allowsMusic || link === '') return null;
  const id = youtubeVideoId(link);
  if (id === null) throw new YoutubeLinkInvalidError();
  return canonicalYoutubeLink(id);
}

/** The edit page's stricter rule applies on edit; empty removes the music. */
export function validEditYoutube(plan: PlanId, raw: string | null | undefined): string | null {
  refuseControlCharacters('youtube', raw);
  const link = (raw ?? '').trim();
  if (!PLANS[plan].allowsMusic || link === '') return null;
  if (!isValidEditYoutubeLink(link)) throw new YoutubeLinkInvalidError();
  return canonicalYoutubeLink(youtubeVideoId(link)!);
}

/** Applies every rule of spec section 5 in form order and throws the first that fails. */
export function validMemoryDetails(input: MemoryDetailsInput, now: Date): MemoryDetails {
  const yourName = validName('yourName', input.yourName);
  const lovedName = validName('lovedName', input.lovedName);
  const datingSince = validDatingSince(input.datingSince, now);
  const message = validMessage(input.message);
  refuseControlCharacters('email', input.email);
  if (typeof input.plan === 'string') refuseControlCharacters('plan', input.plan);
  const email = Email.parse(input.email);
  const plan = planIdFrom(input.plan);
  const youtube = validCreationYoutube(plan, input.youtube);
  const revealAt = validRevealDate(input.revealAt, now);
  const palette = validPalette(input.palette);
  const fallingEmoji = validFallingEmoji(input.fallingEmoji);
  const revealStyle = validRevealStyle(input.revealStyle);
  const story = validStory(plan, input.story, now);
  return { yourName, lovedName, datingSince, message, plan, youtube, email, revealAt, palette, fallingEmoji, revealStyle, story };
}
