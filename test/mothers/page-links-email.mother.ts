import type { PageLinkEmailEntry } from '../../src/application/ports/mailer.js';

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
