import { describe, expect, it } from 'vitest';
import { renderPageLinksEmail } from '../../../src/adapters/mail/templates/page-links-email.pt-br.js';
import { aPageLinkEntry } from '../../support/mothers/page-links-email.mother.js';

const ORIGIN = 'https://memories.example';
const cards = (id: string) => ({
  a6: `${ORIGIN}/api/share-card/${id}/a6?k=card-key-${id}`,
  a4: `${ORIGIN}/api/share-card/${id}/a4?k=card-key-${id}`,
  story: `${ORIGIN}/api/share-card/${id}/story?k=card-key-${id}`,
});

describe('page-links e-mail: the printable card', () => {
  it('links the A6 card, the A4 sheet and the status image of each paid page, in the HTML and the text', () => {
    const email = renderPageLinksEmail({ to: 'ana@example.com', reason: 'activated', pages: [aPageLinkEntry({ shareCards: cards('m1') })] });
    expect(email.text).toContain('Cartão para imprimir');
    expect(email.text).toContain(`Cartão A6 (PDF): ${cards('m1').a6}`);
    expect(email.text).toContain(`Folha A4 com marcas de corte (PDF): ${cards('m1').a4}`);
    expect(email.text).toContain(`Imagem para o status (PNG): ${cards('m1').story}`);
    for (const url of Object.values(cards('m1'))) expect(email.html).toContain(`href="${url}"`);
  });

  it('says nothing about a card for a page without card links', () => {
    const email = renderPageLinksEmail({ to: 'ana@example.com', reason: 'resend', pages: [aPageLinkEntry()] });
    expect(email.text).not.toContain('Cartão para imprimir');
    expect(email.html).not.toContain('/api/share-card/');
  });
});
