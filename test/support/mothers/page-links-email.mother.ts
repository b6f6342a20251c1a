import type { PageLinkEmailEntry } from '../../../src/application/ports/mailer.js';

const ORIGIN = 'https://memories.example';

/** One page of a page-links e-mail; the QR bytes are a placeholder unless given. */
export function aPageLinkEntry(overrides: Partial<PageLinkEmailEntry> & { id?: string } = {}): PageLinkEmailEntry {
  const { id = 'mem0000000000001', ...fields } = overrides;
  return {
    yourName: 'Ana',
    lovedName: 'João',
    plan: 'premium',
    publicUrl: `${ORIGIN}/ana-e-joao/${id}`,
    editUrl: `${ORIGIN}/update/${id}?token=secret-token-${id}`,
    qrCodePng: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    endsAt: null,
    ...fields,
  };
}

/** A second buyer's page for e-mails listing two: a basic page, with its end date. */
export const BIA_AND_CAIO_BASIC = {
  id: 'mem0000000000002',
  yourName: 'Bia',
  lovedName: 'Caio',
  plan: 'basic',
  publicUrl: `${ORIGIN}/bia-e-caio/mem0000000000002`,
  endsAt: new Date('2027-03-10T15:00:00.000Z'),
} as const satisfies Parameters<typeof aPageLinkEntry>[0];
