import type { Availability } from '../../domain/memory/memory-lifecycle.js';
import type { Memory, MemoryState } from '../../domain/memory/memory.js';
import type { MemoryLinks } from '../shared/memory-links.js';

/** What support sees of a page: everything but its edit token, which is never shown, stored or derived here. */
export interface SupportMemoryView extends Pick<
  MemoryState,
  'id' | 'yourName' | 'lovedName' | 'email' | 'plan' | 'status' | 'createdAt' | 'updatedAt' | 'paidAt' | 'endsAt' | 'paymentId' | 'paymentOutcome'
> {
  /** Who may see the page now: a basic page past its end is `expired` even before the expiry job runs. */
  readonly availability: Availability;
  readonly publicUrl: string;
  readonly photoCount: number;
  /** How many edit links were issued so far: each revocation raises it. */
  readonly editLinkVersion: number;
}

export function supportMemoryView(memory: Memory, links: MemoryLinks, now: Date): SupportMemoryView {
  const state = memory.snapshot();
  return {
    id: state.id,
    yourName: state.yourName,
    lovedName: state.lovedName,
    email: state.email,
    plan: state.plan,
    status: state.status,
    availability: memory.availabilityAt(now),
    publicUrl: links.publicUrl(state),
    createdAt: state.createdAt,
    updatedAt: state.updatedAt,
    paidAt: state.paidAt,
    endsAt: state.endsAt,
    paymentId: state.paymentId,
    paymentOutcome: state.paymentOutcome,
    photoCount: state.photos.length,
    editLinkVersion: state.editTokenVersion,
  };
}
