// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmailCorrectionResponse, ErrorResponse, PaymentStatusResponse } from '../../src/adapters/http/contract/memories.contract.js';
import { Providers } from '../../src/ui/app/providers.js';
import { BACK_TO_PAYMENT_AFTER_MS } from '../../src/ui/features/payment-return/components/pending-state.js';
import { checkoutNavigation } from '../../src/ui/lib/checkout-navigation.js';
import { emailCorrectionStore } from '../../src/ui/lib/email-correction-store.js';
import { PaymentReturnPage } from '../../src/ui/pages/payment-return-page.js';
import { jsonResponse } from '../support/ui/fetch-stub.js';
import { shopContentView } from '../../src/domain/shop/shop-content-view.js';
import { DEMO_SHOP_CONTENT } from '../../src/texts/demo-shop-content.pt-br.js';
import { renderWithShopContent } from '../../src/ui/lib/shop-content.js';

let statusAnswer: PaymentStatusResponse;
/** Every request but the status polls, with its body. */
let posted: { url: string; body: unknown }[];
let postAnswer: () => Response;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
  posted = [];
  postAnswer = () => {
    throw new Error('no answer prepared');
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith('/api/payment-status/')) return jsonResponse(200, statusAnswer);
      if (init?.method !== 'POST') throw new Error(`unexpected request: ${url}`);
      posted.push({ url, body: JSON.parse(String(init.body)) });
      return postAnswer();
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  renderWithShopContent(null);
});

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/pagamento/:id', element: <PaymentReturnPage /> }], { initialEntries: [url] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null });
const grant = (until = Date.now() + 30 * 60 * 1000) =>
  emailCorrectionStore.save('abc123', { key: 'chave-secreta', maskedEmail: 'b•••@exemplo.con', until });

describe('a pending payment is not a dead end', () => {
  it("gives the shop's own contact e-mail while waiting, and no e-mail line when the shop gives none", async () => {
    statusAnswer = { status: 'pending' };
    renderWithShopContent(shopContentView({ ...DEMO_SHOP_CONTENT, contactEmail: 'contato@amorempagina.com.br' }, new Date(), 'memories.com.br'));
    renderAt('/pagamento/abc123');
    await screen.findByText('Verificando o pagamento…');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'contato@amorempagina.com.br' }).getAttribute('href')).toBe('mailto:contato@amorempagina.com.br');
    expect(main.textContent).not.toContain('contato@memories.com.br');
    cleanup();

    renderWithShopContent(shopContentView({ ...DEMO_SHOP_CONTENT, contactEmail: null }, new Date(), 'memories.com.br'));
    renderAt('/pagamento/abc123');
    await screen.findByText('Verificando o pagamento…');
    expect(screen.getByRole('main').querySelector('a[href^="mailto:"]')).toBeNull();
    expect(screen.getByRole('main').textContent).not.toContain('Precisa de ajuda? Escreva para');
  });

  it('offers "Voltar ao pagamento" after a few seconds, back to the same order’s checkout, and the support address', async () => {
    statusAnswer = { status: 'pending' };
    postAnswer = () => jsonResponse(200, { init_point: 'https://pagamento.example/checkout/abc123' });
    const go = vi.spyOn(checkoutNavigation, 'go').mockImplementation(() => undefined);
    renderAt('/pagamento/abc123');
    await screen.findByText('Verificando o pagamento…');
    expect(screen.queryByRole('button', { name: 'Voltar ao pagamento' })).toBeNull();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'contato@memories.com.br' }).getAttribute('href')).toBe(
      'mailto:contato@memories.com.br',
    );

    await act(() => vi.advanceTimersByTimeAsync(BACK_TO_PAYMENT_AFTER_MS));
    await user().click(screen.getByRole('button', { name: 'Voltar ao pagamento' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('https://pagamento.example/checkout/abc123'));
    expect(posted).toEqual([{ url: '/api/checkout/abc123', body: {} }]);
  });

  it('says where the e-mail will go once paid, when this browser placed the order', async () => {
    statusAnswer = { status: 'pending' };
    grant();
    renderAt('/pagamento/abc123');
    expect(
      await screen.findByText('Assim que o pagamento for confirmado, enviamos o link e o QR Code para b•••@exemplo.con.', { exact: false }),
    ).toBeTruthy();
  });
});

describe('where the e-mail went, and its correction', () => {
  it('shows the address masked and corrects it with the key this browser kept', async () => {
    statusAnswer = { status: 'approved', path: '/bia-e-caio/abc123' };
    grant();
    postAnswer = () => jsonResponse(202, { email_masked: 'b•••@exemplo.com', queued: true } satisfies EmailCorrectionResponse);
    renderAt('/pagamento/abc123');
    expect(await screen.findByText('Enviamos o link e o QR Code para b•••@exemplo.con.', { exact: false })).toBeTruthy();

    const u = user();
    await u.click(screen.getByRole('button', { name: 'E-mail errado? Corrigir' }));
    await u.type(screen.getByLabelText('E-mail correto'), 'bia@exemplo.con');
    await u.click(screen.getByRole('button', { name: /^Você quis dizer bia@exemplo\.com ?\?$/ }));
    await u.click(screen.getByRole('button', { name: 'Corrigir e reenviar' }));

    expect((await screen.findByRole('status')).textContent).toBe('Pronto! Enviamos de novo para b•••@exemplo.com.');
    expect(posted).toEqual([{ url: '/api/email-correction/abc123', body: { email: 'bia@exemplo.com', key: 'chave-secreta' } }]);
    expect(screen.getByText('Enviamos o link e o QR Code para b•••@exemplo.com.', { exact: false })).toBeTruthy();
    expect(emailCorrectionStore.get('abc123')?.maskedEmail).toBe('b•••@exemplo.com');
  });

  it('shows the server’s sentence when the correction is refused', async () => {
    statusAnswer = { status: 'approved', path: '/bia-e-caio/abc123' };
    grant();
    const sentence = 'O prazo para corrigir o e-mail por aqui (1 hora após o pedido) terminou. Para trocar o endereço, fale com o suporte.';
    postAnswer = () => jsonResponse(410, { error: sentence, code: 'email-correction.expired' } satisfies ErrorResponse);
    renderAt('/pagamento/abc123');
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'E-mail errado? Corrigir' }));
    await u.type(screen.getByLabelText('E-mail correto'), 'bia@exemplo.com');
    await u.click(screen.getByRole('button', { name: 'Corrigir e reenviar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(sentence);
    expect(emailCorrectionStore.get('abc123')?.maskedEmail).toBe('b•••@exemplo.con');
  });

  it('offers no correction past the hour, nor in a browser that did not place the order', async () => {
    statusAnswer = { status: 'approved', path: '/bia-e-caio/abc123' };
    grant(Date.now() - 1);
    renderAt('/pagamento/abc123');
    expect(await screen.findByText('Enviamos o link e o QR Code para b•••@exemplo.con.', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'E-mail errado? Corrigir' })).toBeNull();
    cleanup();

    emailCorrectionStore.remove('abc123');
    renderAt('/pagamento/abc123');
    expect(await screen.findByText('O link e o QR Code também foram enviados para o seu e-mail.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'E-mail errado? Corrigir' })).toBeNull();
    expect(posted).toEqual([]);
  });
});
