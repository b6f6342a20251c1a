// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorResponse, PaymentStatusResponse } from '../../src/adapters/http/contract/memories.contract.js';
import { Providers } from '../../src/ui/app/providers.js';
import { POLL_LIMIT_MS, POLL_MS } from '../../src/ui/features/payment-return/use-payment-status.js';
import { checkoutNavigation } from '../../src/ui/lib/checkout-navigation.js';
import { PaymentReturnPage } from '../../src/ui/pages/payment-return-page.js';
import { jsonResponse } from '../support/ui/fetch-stub.js';
import { aShareLinks, isShareLinksRequest } from '../support/ui/share-links.js';

/** The answers GET /api/payment-status/{id} gives, one per call; the last one repeats. */
let answers: (() => Response)[];
let calls: string[];
/** The answer POST /api/checkout/{id} ("Tentar novamente") gives. */
let checkoutAnswer: (() => Response) | null;
/** When the page opens, as GET /api/{slug}/{id} answers it once the payment is approved: null for a page open now. */
let opensAt: string | null;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  calls = [];
  answers = [];
  checkoutAnswer = null;
  opensAt = null;
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      // The share actions under an approved page ask for their links once (test/ui/share-page-actions.test.tsx).
      if (isShareLinksRequest(url)) return jsonResponse(200, aShareLinks());
      if (url === '/api/ana-e-joao/abc123')
        return jsonResponse(200, { id: 'abc123', slug: 'ana-e-joao', yourName: 'Ana', lovedName: 'João', opensAt });
      calls.push(url);
      if (url.startsWith('/api/checkout/') && init?.method === 'POST' && checkoutAnswer) return checkoutAnswer();
      if (!url.startsWith('/api/payment-status/')) throw new Error(`unexpected request: ${url}`);
      const answer = answers.length > 1 ? answers.shift()! : answers[0];
      if (!answer) throw new Error('no answer prepared');
      return answer();
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  expect(calls.filter((url) => !url.startsWith('/api/payment-status/') && !url.startsWith('/api/checkout/'))).toEqual([]);
});

const status = (body: PaymentStatusResponse) => () => jsonResponse(200, body);

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/pagamento/:id', element: <PaymentReturnPage /> },
      { path: '/create', element: <h1>Formulário</h1> },
    ],
    { initialEntries: [url] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const waitPoll = () => act(() => vi.advanceTimersByTimeAsync(POLL_MS));

describe('the payment return page', () => {
  it('learns the status from the server only, never from what the checkout appends to the address', async () => {
    answers = [status({ status: 'pending' })];
    renderAt('/pagamento/abc123?collection_status=approved&status=approved&payment_id=1');
    expect(await screen.findByRole('heading', { name: 'Aguardando a confirmação do pagamento' })).toBeTruthy();
    expect(screen.queryByText('Site criado com sucesso!')).toBeNull();
    expect(calls).toEqual(['/api/payment-status/abc123']);
    expect(screen.getByRole('heading', { name: 'O que acontece agora' }).nextElementSibling?.textContent).toContain(
      'O link e o QR Code chegam no seu e-mail.',
    );
  });

  it('asks again every 3 s while pending and shows the link, the copy button and the QR code once approved', async () => {
    answers = [status({ status: 'pending' }), status({ status: 'pending' }), status({ status: 'approved', path: '/ana-e-joao/abc123' })];
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null }); // with its clipboard stub
    renderAt('/pagamento/abc123');
    await screen.findByRole('heading', { name: 'Aguardando a confirmação do pagamento' });
    await waitPoll();
    expect(calls).toHaveLength(2);
    await waitPoll();
    expect(calls).toHaveLength(3);

    expect(await screen.findByRole('heading', { name: 'Site criado com sucesso!' })).toBeTruthy();
    const link = `${window.location.origin}/ana-e-joao/abc123`;
    expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe(link);
    expect(await screen.findByText('A página de vocês já está no ar. Este é o link para compartilhar:')).toBeTruthy();
    expect(screen.queryByText(/Sua página abre em/)).toBeNull();
    expect(screen.getByText('O link e o QR Code também foram enviados para o seu e-mail.')).toBeTruthy();
    const qr = await screen.findByRole('img', { name: 'QR Code da sua página' }, { timeout: 5000 });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByRole('link', { name: 'Baixar QR Code' }).getAttribute('download')).toBe('qr-code-memories.png');

    await user.click(screen.getByRole('button', { name: 'Copiar link' }));
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(await screen.findByRole('button', { name: 'Copiado!' })).toBeTruthy();

    await waitPoll();
    expect(calls).toHaveLength(3); // approved: no more questions
  });

  describe('for a page with a reveal date', () => {
    // 7 December 2026 at midnight in São Paulo.
    const REVEAL = '2026-12-07T03:00:00.000Z';

    it('says the day and time it opens, never that it is live, and sends the buyer to the edit link for the preview', async () => {
      opensAt = REVEAL;
      answers = [status({ status: 'approved', path: '/ana-e-joao/abc123' })];
      renderAt('/pagamento/abc123');

      expect(await screen.findByText('Sua página abre em 07/12 às 00:00. Este é o link para compartilhar:')).toBeTruthy();
      expect(screen.queryByText(/já está no ar/)).toBeNull();
      expect(screen.getByText('Até lá, quem abrir o link vê só os nomes e uma contagem regressiva.')).toBeTruthy();
      expect(screen.getByText('Para ver a prévia antes do dia, abra o link de edição que enviamos para o seu e-mail.')).toBeTruthy();
    });

    it('offers "Ver a prévia" right there to a browser that holds the edit link', async () => {
      opensAt = REVEAL;
      localStorage.setItem('memories.edit-token.abc123', 'token-da-ana');
      answers = [status({ status: 'approved', path: '/ana-e-joao/abc123' })];
      renderAt('/pagamento/abc123');

      const preview = await screen.findByRole('link', { name: 'Ver a prévia' });
      expect(preview.getAttribute('href')).toBe(`${window.location.origin}/ana-e-joao/abc123`);
      expect(screen.getByText('Sua página abre em 07/12 às 00:00. Este é o link para compartilhar:')).toBeTruthy();
    });
  });

  it('shows the failed state, and "Tentar novamente" takes the same order back to its checkout', async () => {
    answers = [status({ status: 'failed' })];
    checkoutAnswer = () => jsonResponse(200, { init_point: 'https://pagamento.example/checkout/abc123' });
    const go = vi.spyOn(checkoutNavigation, 'go').mockImplementation(() => undefined);
    renderAt('/pagamento/abc123');
    expect(await screen.findByRole('heading', { name: 'Pagamento não aprovado' })).toBeTruthy();
    expect(screen.getByText(/nenhuma página foi publicada/)).toBeTruthy();
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null }).click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('https://pagamento.example/checkout/abc123'));
    expect(calls).toEqual(['/api/payment-status/abc123', '/api/checkout/abc123']);
    await waitPoll();
    expect(calls).toHaveLength(2);
  });

  it('says why when the checkout cannot be opened again, and lets the buyer try once more', async () => {
    answers = [status({ status: 'failed' })];
    checkoutAnswer = () =>
      jsonResponse(502, { error: 'Erro ao processar. Tente novamente.', code: 'payment.provider-unavailable' } satisfies ErrorResponse);
    const go = vi.spyOn(checkoutNavigation, 'go').mockImplementation(() => undefined);
    renderAt('/pagamento/abc123');
    const button = await screen.findByRole('button', { name: 'Tentar novamente' });
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null }).click(button);
    expect((await screen.findByRole('alert')).textContent).toBe('Erro ao processar. Tente novamente.');
    expect(go).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Tentar novamente' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says plainly when the order does not exist', async () => {
    answers = [() => jsonResponse(404, { error: 'Página não encontrada.', code: 'memory.not-found' } satisfies ErrorResponse)];
    renderAt('/pagamento/naoexiste');
    expect(await screen.findByRole('heading', { name: 'Pedido não encontrado' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Criar minha página' }).getAttribute('href')).toBe('/create');
  });

  it('stops asking after a few minutes with a helpful line, and asks again on request', async () => {
    answers = [status({ status: 'pending' })];
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null });
    renderAt('/pagamento/abc123');
    await screen.findByText('Verificando o pagamento…');
    await act(() => vi.advanceTimersByTimeAsync(POLL_LIMIT_MS));
    const asked = calls.length;
    expect(asked).toBeGreaterThan(90);
    expect(asked).toBeLessThanOrEqual(POLL_LIMIT_MS / POLL_MS + 1);
    expect(screen.getByText(/Ainda não recebemos a confirmação/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(calls).toHaveLength(asked);

    answers = [status({ status: 'approved', path: '/ana-e-joao/abc123' })];
    await user.click(screen.getByRole('button', { name: 'Verificar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Site criado com sucesso!' })).toBeTruthy();
  });

  it('offers to try again when the server cannot be reached', async () => {
    answers = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      status({ status: 'pending' }),
    ];
    renderAt('/pagamento/abc123');
    expect(await screen.findByRole('heading', { name: 'Não foi possível verificar o pagamento' })).toBeTruthy();
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null }).click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('heading', { name: 'Aguardando a confirmação do pagamento' })).toBeTruthy();
  });
});
