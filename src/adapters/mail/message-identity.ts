import { createHash } from 'node:crypto';

/** What `PageLinksEmail.deliveryKey` may hold: safe as a file name (never a hidden one) and in a header. */
const DELIVERY_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$/;

export function checkedDeliveryKey(key: string): string {
  if (!DELIVERY_KEY.test(key)) throw new Error(`Not a delivery key: ${JSON.stringify(key.slice(0, 120))}`);
  return key;
}

/**
 * The Message-ID of every attempt at one e-mail: `<{32 hex digits}@{the sender's domain}>`, derived from its delivery
 * key alone, so a mail server or mailbox that already holds the message can recognise a repeat and drop it. Hashed so
 * that the header does not tell readers how many e-mails the shop has sent.
 */
export function messageIdFor(deliveryKey: string, from: string): string {
  const local = createHash('sha256')
    .update(`memories.page-links:${checkedDeliveryKey(deliveryKey)}`)
    .digest('hex')
    .slice(0, 32);
  return `<${local}@${senderDomain(from)}>`;
}

/** The domain of the sender's address (`Nome <x@dominio>` or `x@dominio`); `memories.local` when it has none. */
function senderDomain(from: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from.trim());
  return match?.[1]?.toLowerCase() ?? 'memories.local';
}
