import { MessageCircle } from 'lucide-react';
import { whatsappSupportUrl, WHATSAPP_SUPPORT } from '../../../texts/shop-identity.pt-br.js';
import { useShopIdentity } from '../../lib/shop-identity.js';
import { useShopContent } from '../../lib/shop-content.js';
import { ButtonLink } from '../ui/button.js';

/**
 * Support's WhatsApp as a button: a `wa.me` link with the message already written (the order's number when the screen
 * knows it). Nothing when the shop has no WhatsApp configured.
 */
export function WhatsAppSupportButton({ orderId, className }: { orderId?: string; className?: string }) {
  const shop = useShopIdentity();
  const { name } = useShopContent();
  if (!shop?.whatsapp) return null;
  return (
    <ButtonLink
      variant="secondary"
      block
      {...(className ? { className } : {})}
      href={whatsappSupportUrl(shop.whatsapp, name, orderId)}
      target="_blank"
      rel="noopener noreferrer"
    >
      <MessageCircle size={18} aria-hidden="true" />
      {WHATSAPP_SUPPORT.button}
      <span className="visually-hidden"> {WHATSAPP_SUPPORT.newTab}</span>
    </ButtonLink>
  );
}
