import type { ShopIdentity } from '../domain/shop/shop-identity.js';

/** What the buyer's WhatsApp opens with, ready to send, naming the shop: the order's number when the screen knows it. */
export function whatsappGreeting(shopName: string, orderId?: string): string {
  return orderId ? `Olá! Preciso de ajuda com o meu pedido ${orderId} no ${shopName}.` : `Olá! Preciso de ajuda com a minha página do ${shopName}.`;
}

/** The `wa.me` link to support's WhatsApp, its message already written. */
export function whatsappSupportUrl(number: string, shopName: string, orderId?: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(whatsappGreeting(shopName, orderId))}`;
}

export const WHATSAPP_SUPPORT = {
  button: 'Falar no WhatsApp',
  channel: 'WhatsApp',
  lead: 'Resposta de uma pessoa de verdade, em horário comercial.',
  newTab: '(abre o WhatsApp)',
} as const;

/**
 * "memories é um serviço de Memories Presentes Ltda. · CNPJ 11.222.333/0001-81 · Rua …", with the shop's name: the
 * parts configured, in that order; null when none is.
 */
export function shopIdentityLine(shop: Pick<ShopIdentity, 'legalName' | 'cnpj' | 'address'>, shopName: string): string | null {
  const parts = [shop.legalName, shop.cnpj && `CNPJ ${shop.cnpj}`, shop.address].filter((part): part is string => Boolean(part));
  if (parts.length === 0) return null;
  return `${shopName} é um serviço de ${parts.join(' · ')}`;
}

export const RECEIPT_SELLER = 'Vendido por';

/** The receipt's line naming the seller, when the company is configured. */
export function receiptSellerLine(shop: Pick<ShopIdentity, 'legalName' | 'cnpj'>): string | null {
  if (!shop.legalName && !shop.cnpj) return null;
  return [shop.legalName, shop.cnpj && `CNPJ ${shop.cnpj}`].filter(Boolean).join(', ');
}

/** What every e-mail ends with: the WhatsApp link, and who the shop is; each null when not configured. */
export function emailShopFooter(shop: ShopIdentity, shopName: string): { whatsapp: { label: string; url: string } | null; identity: string | null } {
  const identity = shopIdentityLine(shop, shopName);
  return {
    whatsapp: shop.whatsapp ? { label: 'Fale com a gente no WhatsApp', url: whatsappSupportUrl(shop.whatsapp, shopName) } : null,
    identity: identity && `${identity}.`,
  };
}
