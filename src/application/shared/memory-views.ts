import type { Memory } from '../../domain/memory/memory.js';
import type { PlanId } from '../../domain/plan/plan.js';

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
}

/** What the owner's edit page works on. */
export interface OwnedMemoryView extends PublicPageView {
  readonly endsAt: string | null;
}

export function publicPageView(memory: Memory): PublicPageView {
  const s = memory.snapshot();
  return {
    id: s.id,
    slug: s.slug,
    yourName: s.yourName,
    lovedName: s.lovedName,
    datingSince: s.datingSince,
    message: s.message,
    plan: s.plan,
    youtube: s.youtube,
    photos: s.photos,
  };
}

export function ownedMemoryView(memory: Memory): OwnedMemoryView {
  return { ...publicPageView(memory), endsAt: memory.endsAt?.toISOString() ?? null };
}
