// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXAMPLE_PAGE_PATH } from '../../src/domain/memory/example-page.js';
import { Providers } from '../../src/ui/app/providers.js';
import { Faq } from '../../src/ui/features/landing/components/faq.js';
import { LandingPage } from '../../src/ui/pages/landing-page.js';

beforeEach(() => {
  // The landing itself calls nothing: any request is a bug.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      throw new Error(`unexpected request: ${String(input)}`);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLanding() {
  const router = createMemoryRouter([{ path: '/', element: <LandingPage /> }], { initialEntries: ['/'] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

const hrefOf = (element: HTMLElement) => element.getAttribute('href');

describe('the landing page', () => {
  it('says all plans are 50% off and names the page', () => {
    renderLanding();
    expect(screen.getAllByText(/Todos os planos com/)[0]!.textContent).toBe('Todos os planos com 50% de desconto');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Declare seu amor com uma página só de vocês');
    expect(document.title).toBe('memories · uma página de amor para quem você ama');
  });

  it('sends each call to action to its place', () => {
    renderLanding();
    expect(hrefOf(screen.getByRole('link', { name: 'Crie sua memória agora!' }))).toBe('/create?plan=premium');
    expect(hrefOf(screen.getByRole('link', { name: 'Saiba mais' }))).toBe('#como-funciona');
    expect(hrefOf(screen.getByRole('link', { name: 'Ver um exemplo' }))).toBe(EXAMPLE_PAGE_PATH);
    expect(hrefOf(screen.getByRole('link', { name: 'Comece agora!' }))).toBe('/create');
  });

  it('explains how it works in 4 steps under #como-funciona', () => {
    renderLanding();
    const section = screen.getByRole('region', { name: 'Pronta em 4 passos simples' });
    expect(section.id).toBe('como-funciona');
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows both plans with list and discounted prices, duration, features and the right link', () => {
    renderLanding();
    const plans = screen.getByRole('region', { name: 'Escolha o presente ideal' });
    expect(plans.id).toBe('planos');

    const basic = within(plans).getByRole('article', { name: 'Plano Anual' });
    expect(basic.querySelector('s')?.textContent).toBe('De R$\u00a024,00');
    expect(within(basic).getByText('R$ 12,00')).toBeTruthy();
    expect(within(basic).getByText('Sua página fica no ar por 1 ano')).toBeTruthy();
    expect(within(basic).getByText('1 foto')).toBeTruthy();
    expect(within(basic).getByText('Sem música')).toBeTruthy();
    expect(within(basic).queryByText('Mais popular')).toBeNull();
    expect(hrefOf(within(basic).getByRole('link', { name: 'Escolher plano' }))).toBe('/create?plan=basic');

    const premium = within(plans).getByRole('article', { name: 'Plano Pra Sempre' });
    expect(premium.querySelector('s')?.textContent).toBe('De R$\u00a032,00');
    expect(within(premium).getByText('R$ 16,00')).toBeTruthy();
    expect(within(premium).getByText('Sua página fica no ar para sempre')).toBeTruthy();
    expect(within(premium).getByText('3 fotos')).toBeTruthy();
    expect(within(premium).getByText('Música de fundo')).toBeTruthy();
    expect(within(premium).getByText('Mais popular')).toBeTruthy();
    expect(hrefOf(within(premium).getByRole('link', { name: 'Escolher plano' }))).toBe('/create?plan=premium');
  });

  it('has three testimonials', () => {
    renderLanding();
    const section = screen.getByRole('region', { name: 'Quem já emocionou alguém' });
    expect(section.querySelectorAll('blockquote')).toHaveLength(3);
  });

  it('has five questions, all closed at first', () => {
    renderLanding();
    const faq = screen.getByRole('region', { name: 'Perguntas frequentes' });
    const questions = within(faq).getAllByRole('button');
    expect(questions.map((q) => q.textContent)).toEqual([
      'Como funciona?',
      'Como a pessoa amada vai ver a página?',
      'Por quanto tempo a página fica no ar?',
      'Posso editar a página depois?',
      'Como recebo o QR Code?',
    ]);
    expect(questions.every((q) => q.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('offers help by Instagram and e-mail', () => {
    renderLanding();
    const help = screen.getByRole('region', { name: 'Ainda com dúvidas?' });
    expect(hrefOf(within(help).getByRole('link', { name: /Instagram/ }))).toBe('https://www.instagram.com/memories');
    expect(hrefOf(within(help).getByRole('link', { name: /E-mail/ }))).toBe('mailto:contato@memories.com.br');
  });

  it('has the footer: plans, back to top, Instagram, TikTok, legal links and the copyright', () => {
    renderLanding();
    const footer = screen.getByRole('contentinfo');
    expect(hrefOf(within(footer).getByRole('link', { name: 'Planos' }))).toBe('#planos');
    expect(within(footer).getByRole('button', { name: 'Voltar ao topo' })).toBeTruthy();
    expect(hrefOf(within(footer).getByRole('link', { name: /^Instagram/ }))).toBe('https://www.instagram.com/memories');
    expect(hrefOf(within(footer).getByRole('link', { name: /^TikTok/ }))).toBe('https://www.tiktok.com/@memories');
    expect(hrefOf(within(footer).getByRole('link', { name: 'Termos de uso' }))).toBe('/terms-of-use');
    expect(hrefOf(within(footer).getByRole('link', { name: 'Política de privacidade' }))).toBe('/privacy-policy');
    expect(within(footer).getByText(`© ${new Date().getFullYear()} memories`)).toBeTruthy();
  });

  it("'Voltar ao topo' scrolls smoothly to the top", async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    renderLanding();
    await userEvent.setup().click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Voltar ao topo' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('opens the resend modal from the envelope in the header', async () => {
    renderLanding();
    const envelope = within(screen.getByRole('banner')).getByRole('button', { name: 'Reenviar QR Code por e-mail' });
    await userEvent.setup().click(envelope);
    const dialog = screen.getByRole('dialog', { name: 'Reenviar QR Code' });
    expect(within(dialog).getByPlaceholderText('Seu e-mail')).toBeTruthy();
  });
});

describe('the FAQ', () => {
  const items = [
    { question: 'Primeira?', answer: <p>Resposta um</p> },
    { question: 'Segunda?', answer: <p>Resposta dois</p> },
    { question: 'Terceira?', answer: <p>Resposta três</p> },
  ];

  const answerOf = (question: HTMLElement) => document.getElementById(question.getAttribute('aria-controls')!)!;

  it('keeps at most one answer open, each button controlling its region', async () => {
    const user = userEvent.setup();
    render(<Faq items={items} />);
    const [first, second] = ['Primeira?', 'Segunda?'].map((name) => screen.getByRole('button', { name }));

    expect(screen.queryAllByRole('region')).toHaveLength(0);

    await user.click(first!);
    expect(first!.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Primeira?' }).textContent).toBe('Resposta um');
    expect(answerOf(first!).hidden).toBe(false);

    await user.click(second!);
    expect(first!.getAttribute('aria-expanded')).toBe('false');
    expect(answerOf(first!).hidden).toBe(true);
    expect(second!.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Segunda?' }).textContent).toBe('Resposta dois');

    await user.click(second!);
    expect(second!.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Faq items={items} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Primeira?' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Primeira?' }).getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Primeira?' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Segunda?' }).getAttribute('aria-expanded')).toBe('true');
  });
});
