// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { shopContentView } from '../../src/domain/shop/shop-content-view.js';
import { shopContentFor, type ShopContentGiven } from '../../src/domain/shop/shop-content.js';
import { DEMO_SHOP_CONTENT } from '../../src/texts/demo-shop-content.pt-br.js';
import { Providers } from '../../src/ui/app/providers.js';
import { renderWithShopContent } from '../../src/ui/lib/shop-content.js';
import { LandingPage } from '../../src/ui/pages/landing-page.js';

const NOW = new Date('2027-03-01T12:00:00Z');
const OURS = ['contato@memories.com.br', 'instagram.com/memories', 'tiktok.com/@memories', 'Lucas', 'Mariana', 'Rafael', 'memories.com.br'];

const OPERATOR: ShopContentGiven = {
  name: 'Amor em Página',
  contactEmail: 'contato@amorempagina.com.br',
  instagram: { handle: '@amorempagina', url: 'https://www.instagram.com/amorempagina' },
  tiktok: { handle: '@amorempagina', url: 'https://www.tiktok.com/@amorempagina' },
  testimonials: [{ text: 'Ela guardou o QR Code na carteira.', name: 'Paula', city: 'Curitiba, PR' }],
  extraFaq: [{ question: 'Vocês emitem nota fiscal?', answer: 'Sim, por e-mail.' }],
  prices: { basic: 1500, premium: 2000 },
  promotion: { kind: 'percent', percent: 30, endsAt: new Date('2027-06-15T03:00:00Z') },
};

afterEach(() => {
  cleanup();
  renderWithShopContent(null);
});

/** The landing as a production shop shows it with `given` (what its content file says) at `now`. */
function renderLanding(given: ShopContentGiven, now = NOW) {
  renderWithShopContent(shopContentView(shopContentFor(given, true, DEMO_SHOP_CONTENT), now, 'amorempagina.com.br'));
  const router = createMemoryRouter([{ path: '/', element: <LandingPage /> }], { initialEntries: ['/'] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return document.body;
}

const hrefs = (root: HTMLElement) => [...root.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');

describe('the landing of a shop with its own content', () => {
  it("shows the operator's name, contacts, testimonials, questions and prices, and nothing of the demonstration's", () => {
    const body = renderLanding(OPERATOR);

    expect(screen.getAllByText(/Todos os planos com/)[0]!.textContent).toBe('Todos os planos com 30% de desconto até 14/06');
    const plans = screen.getByRole('region', { name: 'Escolha o presente ideal' });
    const basic = within(plans).getByRole('article', { name: 'Plano Anual' });
    expect(basic.querySelector('s')?.textContent).toBe('De R$\u00a015,00');
    expect(within(basic).getByText('R$ 10,50')).toBeTruthy();
    expect(within(basic).getByText('-30%')).toBeTruthy();
    expect(screen.getByText('Ela guardou o QR Code na carteira.', { exact: false })).toBeTruthy();
    expect(screen.getByText('Vocês emitem nota fiscal?')).toBeTruthy();
    expect(hrefs(body)).toEqual(
      expect.arrayContaining([
        'mailto:contato@amorempagina.com.br',
        'https://www.instagram.com/amorempagina',
        'https://www.tiktok.com/@amorempagina',
      ]),
    );
    const footer = body.querySelector('footer')!;
    expect(within(footer).getByText('© 2027 Amor em Página')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Amor em Página, página inicial' })).toBeTruthy();
    for (const ours of OURS) expect(body.innerHTML).not.toContain(ours);
  });

  it('leaves out the testimonials and the social links it was not given, and the banner once the promotion ended', () => {
    const body = renderLanding({ contactEmail: 'contato@amorempagina.com.br' }, new Date('2027-06-15T03:00:00Z'));

    expect(screen.queryByRole('heading', { name: 'Quem já emocionou alguém' })).toBeNull();
    expect(screen.queryByText('Redes sociais')).toBeNull();
    expect(screen.queryByText(/de desconto/)).toBeNull();
    expect(body.querySelector('s')).toBeNull();
    expect(body.textContent).not.toMatch(/-\d+%|\d+% off/);
    const basic = screen.getByRole('article', { name: 'Plano Anual' });
    expect(within(basic).getByText('R$ 12,00')).toBeTruthy();
    expect(screen.getByText('Um pagamento só, sem mensalidade.')).toBeTruthy();
    for (const ours of OURS) expect(body.innerHTML).not.toContain(ours);
  });

  it('shows no contact at all in production when the file gives none', () => {
    const body = renderLanding({});
    expect(hrefs(body).filter((href) => href.startsWith('mailto:') || href.includes('instagram') || href.includes('tiktok'))).toEqual([]);
    expect(screen.getAllByText('memories').length).toBeGreaterThan(0);
  });
});
