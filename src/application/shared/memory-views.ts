import type { Memory } from '../../domain/memory/memory.js';
import type { PlanId } from '../../domain/plan/plan.js';
import type { PageLook } from '../../domain/look/page-look.js';
import { revealDateInput } from '../../domain/memory/reveal-date.js';
import type { StoryMoment } from '../../domain/story/story.js';
import type { OwnedRepliesView } from '../replies/owned-page-replies.js';

/** What a page holds for its visitors once it is open. Never the buyer's e-mail. */
export interface PageContent extends PageLook {
  readonly id: string;
  readonly slug: string;
  readonly yourName: string;
  readonly lovedName: string;
  readonly datingSince: string;
  readonly message: string;
  readonly plan: PlanId;
  readonly youtube: string | null;
  /** The song's title and channel as YouTube named them; null when not known (or no music). Flat, so reads compare cheaply. */
  readonly musicTitle: string | null;
  readonly musicChannel: string | null;
  readonly photos: readonly string[];
  /**
   * Each photo's tiny placeholder (a `data:` URI of a few hundred bytes), in the order of `photos`: the blur behind it,
   * without a download; null for a photo stored before placeholders (until `memories-cli photo-variants`).
   */
  readonly photoPlaceholders: readonly (string | null)[];
  /**
   * The widths each photo also has in AVIF, in the order of `photos` (`photoAvifSrcset`): the page offers them in a
   * `<picture>`; empty for a photo that has none (yet). Absent from pages built before AVIF copies existed.
   */
  readonly photoAvifWidths?: readonly (readonly number[])[];
  /** The page takes replies ("Responder com carinho"): its owner did not turn them off. */
  readonly repliesOpen: boolean;
  /** "Nossa história": the moments in date order; empty when none, or on a plan without it. */
  readonly story: readonly StoryMoment[];
  /** "Um áudio seu": the stored path of the voice message (`/uploads/{memoryId}/{file}.m4a`); null or absent when none. */
  readonly voice?: string | null;
}

/** What anyone with the link sees of an open page. */
export interface OpenPageView extends PageContent {
  readonly opensAt: null;
}

/**
 * What anyone with the link sees before the page's reveal date: the two names and when it opens, nothing personal (its
 * palette, falling emoji and reveal style are not).
 */
export interface SealedPageView extends PageLook {
  readonly id: string;
  readonly slug: string;
  readonly yourName: string;
  readonly lovedName: string;
  readonly plan: PlanId;
  /** The reveal instant, ISO 8601. */
  readonly opensAt: string;
}

/** The question a page asks before it shows itself ("Pergunta de vocês"), never its answer. */
export interface AskedQuestion {
  readonly question: string;
  readonly hint: string | null;
}

/**
 * What anyone with the link sees of an open page that asks a question, until this browser gave the right answer: the
 * two names and the question, nothing personal, as before a reveal date.
 */
export interface AskingPageView extends PageLook {
  readonly id: string;
  readonly slug: string;
  readonly yourName: string;
  readonly lovedName: string;
  readonly plan: PlanId;
  readonly opensAt: null;
  readonly asks: AskedQuestion;
}

export type PublicPageView = OpenPageView | SealedPageView | AskingPageView;

/** Whether a view is the page itself: neither before its reveal date nor before its question's answer. */
export function isOpenView(page: PublicPageView): page is OpenPageView {
  return page.opensAt === null && !('asks' in page);
}

/** What the owner's edit page shows of the page's openings; times in ISO 8601, null while never opened. */
export interface OpeningsView {
  readonly count: number;
  readonly firstAt: string | null;
  readonly lastAt: string | null;
}

/** What the owner's edit page works on: the whole page, sealed or not. */
export interface OwnedMemoryView extends PageContent {
  readonly endsAt: string | null;
  /** The reveal date as the form shows it ("2027-06-12T00:00", Brasília time); null when the page opens when paid. */
  readonly revealAt: string | null;
  /** The reveal instant (ISO 8601) while it is still ahead; null once the page is open to its visitors. */
  readonly opensAt: string | null;
  /** How often the page was opened: on the record the edit page loads, not on the answer to a save. */
  readonly openings?: OpeningsView;
  /** The replies visitors sent and the switch's position: on the record the edit page loads, as the openings. */
  readonly replies?: OwnedRepliesView;
}

/** Read field by field: the public page is read on every visit, and a whole snapshot would be copied for half of it. */
export function pageContent(memory: Memory): PageContent {
  return {
    id: memory.id,
    slug: memory.slug,
    yourName: memory.yourName,
    lovedName: memory.lovedName,
    datingSince: memory.datingSince,
    message: memory.message,
    plan: memory.planId,
    youtube: memory.shownYoutube,
    musicTitle: memory.shownMusic?.title ?? null,
    musicChannel: memory.shownMusic?.channel ?? null,
    photos: memory.shownPhotos,
    photoPlaceholders: memory.shownPhotoPlaceholders,
    photoAvifWidths: memory.shownPhotoAvifWidths,
    repliesOpen: memory.repliesEnabled,
    ...memory.look,
    story: memory.shownStory,
    // Only a page that has one says so: every other page's answer stays as it was.
    ...(memory.shownVoice ? { voice: memory.shownVoice } : {}),
  };
}

/** The page as its visitors see it at `now`: sealed until its reveal date, then open. */
export function publicPageView(memory: Memory, now: Date): PublicPageView {
  if (memory.isSealedAt(now)) {
    const { id, slug, yourName, lovedName, planId: plan, look } = memory;
    return { id, slug, yourName, lovedName, plan, ...look, opensAt: memory.revealAt!.toISOString() };
  }
  return { ...pageContent(memory), opensAt: null };
}

/** An open page that asks its question of this browser: the names, the look and the question. */
export function askingPageView(memory: Memory, asks: AskedQuestion): AskingPageView {
  const { id, slug, yourName, lovedName, planId: plan, look } = memory;
  return { id, slug, yourName, lovedName, plan, ...look, opensAt: null, asks };
}

export function ownedMemoryView(memory: Memory, now: Date): OwnedMemoryView {
  const revealAt = memory.revealAt;
  return {
    ...pageContent(memory),
    endsAt: memory.endsAt?.toISOString() ?? null,
    revealAt: revealAt && revealDateInput(revealAt),
    opensAt: memory.isSealedAt(now) ? revealAt!.toISOString() : null,
  };
}
