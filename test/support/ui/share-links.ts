import type { ShareLinksResponse } from '../../../src/adapters/http/contract/share-card.contract.js';

/** GET /api/share-card/{id}/links, the share actions' one request. */
export const isShareLinksRequest = (url: string) => url.startsWith('/api/share-card/');

/** What the server answers the share actions for Ana and João's page `id`. */
export function aShareLinks(id = 'abc123', origin = window.location.origin): ShareLinksResponse {
  const card = (format: string) => `${origin}/api/share-card/${id}/${format}?k=card-key-${id}`;
  return {
    yourName: 'Ana',
    lovedName: 'João',
    publicUrl: `${origin}/ana-e-joao/${id}`,
    cards: { a6: card('a6'), a4: card('a4'), story: card('story') },
    skyCards: null,
  };
}
