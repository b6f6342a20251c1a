import type { RecipientDelivery } from '../../domain/delivery/recipient-delivery.js';
import { maskEmail } from '../../domain/memory/email-mask.js';

/**
 * What the owner's edit page shows of the page's delivery on the day: its status, and the recipient's address masked
 * ("j•••@gmail.com"), never whole. `none` when none was asked for.
 */
export interface OwnedDeliveryView {
  readonly status: 'none' | RecipientDelivery['status'];
  readonly to: string | null;
  /** When the e-mail went out, ISO 8601; null until then. */
  readonly sentAt: string | null;
}

export function ownedDeliveryView(delivery: RecipientDelivery | null): OwnedDeliveryView {
  if (!delivery) return { status: 'none', to: null, sentAt: null };
  return { status: delivery.status, to: maskEmail(delivery.to), sentAt: delivery.sentAt?.toISOString() ?? null };
}
