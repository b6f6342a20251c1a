import type { Memory } from '../../domain/memory/memory.js';
import type { PlanId } from '../../domain/plan/plan.js';
import type { OwnedRepliesView } from '../replies/owned-page-replies.js';

/** What anyone with the link sees. Never the buyer's e-mail. */
export interface PublicPageView {
  readonly id: string;
  readonly slug: string;
  readonly yourName: string;
  readonly lovedName: string;
  readonly datingSince: string;
  readonly message: string;
  readonly plan: PlanId;
  readonly youtube: string | null;
  readonly photos: readonly string[];
  /** The page takes replies ("Responder com carinho"): its owner did not turn them off. */
  readonly repliesOpen: boolean;
}

/** What the owner's edit page shows of the page's openings; times in ISO 8601, null while never opened. */
export interface OpeningsView {
  readonly count: number;
  readonly firstAt: string | null;
  readonly lastAt: string | null;
}

/** What the owner's edit page works on. */
export interface OwnedMemoryView extends PublicPageView {
  readonly endsAt: string | null;
  /** How often the page was opened: on the record the edit page loads, not on the answer to a save. */
  readonly openings?: OpeningsView;
  /** The replies visitors sent and the switch's position: on the record the edit page loads, as the openings. */
  readonly replies?: OwnedRepliesView;
}

/** Read field by field: the public page is read on every visit, and a whole snapshot would be copied for half of it. */
export function publicPageView(memory: Memory): PublicPageView {
  return {
    id: memory.id,
    slug: memory.slug,
    yourName: memory.yourName,
    lovedName: memory.lovedName,
    datingSince: memory.datingSince,
    message: memory.message,
    plan: memory.planId,
    youtube: memory.shownYoutube,
    photos: [...memory.shownPhotos],
    repliesOpen: memory.repliesEnabled,
  };
}

export function ownedMemoryView(memory: Memory): OwnedMemoryView {
  return { ...publicPageView(memory), endsAt: memory.endsAt?.toISOString() ?? null };
}
