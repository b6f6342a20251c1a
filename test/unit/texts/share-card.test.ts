import { describe, expect, it } from 'vitest';
import { longDatePtBr, SHARE_ACTIONS_TEXT, SHARE_CARD_TEXT, whatsAppShareUrl } from '../../../src/texts/share-card.pt-br.js';

describe('share card texts', () => {
  it.each([
    ['2021-06-12T20:30', '12 de junho de 2021'],
    ['2024-02-29', '29 de fevereiro de 2024'],
    ['2019-03-01T00:00', '1 de março de 2019'],
    ['2023-12-31', '31 de dezembro de 2023'],
  ])('writes %s as a long Portuguese date', (value, expected) => {
    expect(longDatePtBr(value)).toBe(expected);
    expect(SHARE_CARD_TEXT.since(value)).toBe(`Juntos desde ${expected}`);
  });

  it('opens WhatsApp with the Portuguese message and the page link, the contact left to choose', () => {
    const link = 'https://memories.example/ana-e-joao/k7irmadvcxgucx9b';
    const url = new URL(whatsAppShareUrl(SHARE_ACTIONS_TEXT.whatsAppMessage('João'), link));
    expect(url.origin + url.pathname).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toBe(`João, preparei uma surpresa para você 💌 Abra com carinho:\n${link}`);
    expect(url.search).not.toContain(' ');
  });
});
