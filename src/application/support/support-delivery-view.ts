import type { RecipientDelivery } from '../../domain/delivery/recipient-delivery.js';
import { maskEmail } from '../../domain/memory/email-mask.js';

/** A page's delivery on the day as support sees it: the recipient's address masked, as the owner sees it. */
export type SupportDeliveryView = Omit<RecipientDelivery, 'memoryId' | 'to'> & { readonly to: string };

export function supportDeliveryView({ memoryId: _page, to, ...delivery }: RecipientDelivery): SupportDeliveryView {
  return { ...delivery, to: maskEmail(to) };
}
