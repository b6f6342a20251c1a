// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorResponse, ResendQrCodeRequest, ResendQrCodeResponse } from '../../src/adapters/http/contract/memories.contract.js';
import { Providers } from '../../src/ui/app/providers.js';
import { RESEND_AUTO_CLOSE_MS, ResendQrCodeModal } from '../../src/ui/features/resend-qr-code/components/resend-qr-code-modal.js';
import { jsonResponse } from '../support/ui/fetch-stub.js';
import { shopContentView } from '../../src/domain/shop/shop-content-view.js';
import { DEMO_SHOP_CONTENT } from '../../src/texts/demo-shop-content.pt-br.js';
import { renderWithShopContent } from '../../src/ui/lib/shop-content.js';

// ---- the API boundary: only POST /api/resend-qrcode is expected ------------------------------------------------

let requests: ResendQrCodeRequest[];
let answer: () => Response | Promise<Response>;

beforeEach(() => {
  requests = [];
  answer = () =>
    jsonResponse(202, { success: true, message: 'Se houver uma página com este e-mail, reenviaremos o QR Code.' } satisfies ResendQrCodeResponse);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url !== '/api/resend-qrcode' || init?.method !== 'POST') throw new Error(`unexpected request: ${init?.method ?? 'GET'} ${url}`);
      requests.push(JSON.parse(String(init.body)) as ResendQrCodeRequest);
      return answer();
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  renderWithShopContent(null);
});

// ---- a page that opens the modal, as the landing's envelope does ------------------------------------------------

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <Providers>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <ResendQrCodeModal open={open} onClose={() => setOpen(false)} />
    </Providers>
  );
}

function setup(options: { fakeTimers?: boolean } = {}) {
  if (options.fakeTimers) vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  render(<Harness />);
  return { user };
}

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Abrir' }));
  return screen.getByRole('dialog', { name: 'Reenviar QR Code' });
}

const emailField = () => screen.getByLabelText('E-mail');
const submit = () => screen.getByRole('button', { name: 'Reenviar QR Code' });

describe('the resend QR code modal', () => {
  it('shows the spec text, a labelled e-mail field with its placeholder, the submit and a close button', async () => {
    const { user } = setup();
    await openModal(user);

    expect(
      screen.getByText('Digite o e-mail que você usou para criar sua página. Se encontrarmos seu registro, reenviaremos o QR Code.'),
    ).toBeTruthy();
    expect(emailField().getAttribute('placeholder')).toBe('Seu e-mail');
    expect(emailField().getAttribute('type')).toBe('email');
    expect(submit()).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeTruthy();
  });

  it('asks for the address of the purchase and says what to do when nothing arrives, with the support address', async () => {
    const { user } = setup();
    await openModal(user);

    const hint = document.getElementById(emailField().getAttribute('aria-describedby')!);
    expect(hint?.textContent).toContain('Use o mesmo e-mail que você informou na compra');
    const help = screen.getByRole('region', { name: 'Não recebeu o QR Code?' });
    expect(help.textContent).toContain('Procure nas pastas Spam, Lixo eletrônico e Promoções.');
    expect(help.textContent).toContain('Espere alguns minutos');
    const contact = screen.getByRole('link', { name: 'contato@memories.com.br' });
    expect(contact.getAttribute('href')).toBe('mailto:contato@memories.com.br');
    expect(help.contains(contact)).toBe(true);
  });

  it("gives the shop's own contact e-mail, and no contact line at all when the shop gives none", async () => {
    renderWithShopContent(shopContentView({ ...DEMO_SHOP_CONTENT, contactEmail: 'contato@amorempagina.com.br' }, new Date(), 'memories.com.br'));
    const { user } = setup();
    await openModal(user);
    expect(screen.getByRole('link', { name: 'contato@amorempagina.com.br' }).getAttribute('href')).toBe('mailto:contato@amorempagina.com.br');
    expect(screen.queryByText(/contato@memories/)).toBeNull();
    cleanup();

    renderWithShopContent(shopContentView({ ...DEMO_SHOP_CONTENT, contactEmail: null }, new Date(), 'memories.com.br'));
    const again = setup();
    await openModal(again.user);
    const help = screen.getByRole('region', { name: 'Não recebeu o QR Code?' });
    expect(help.textContent).not.toContain('Ainda nada?');
    expect(help.querySelector('a')).toBeNull();
  });

  it.each(['', 'ana', 'ana@example', 'ana @example.com'])('makes no call for the invalid address %j and says so inline', async (typed) => {
    const { user } = setup();
    await openModal(user);
    if (typed) await user.type(emailField(), typed);
    await user.click(submit());

    expect(screen.getByRole('alert').textContent).toBe('Por favor, insira um e-mail válido');
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);
  });

  it('clears the inline error as soon as the address is corrected', async () => {
    const { user } = setup();
    await openModal(user);
    await user.type(emailField(), 'ana');
    await user.click(submit());
    expect(screen.getByRole('alert')).toBeTruthy();

    await user.type(emailField(), '@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows 'Enviando...' while the request runs, then the success view, and closes itself after 3 s clearing the e-mail", async () => {
    let release!: (response: Response) => void;
    answer = () => new Promise<Response>((resolve) => (release = resolve));
    const { user } = setup({ fakeTimers: true });
    await openModal(user);
    await user.type(emailField(), '  ana@example.com ');
    await user.click(submit());

    expect(screen.getByRole('button', { name: 'Enviando...' }).getAttribute('aria-disabled')).toBe('true');
    expect(requests).toEqual([{ email: 'ana@example.com' }]);
    await user.click(screen.getByRole('button', { name: 'Enviando...' }));
    expect(requests).toHaveLength(1);

    await act(async () => release(jsonResponse(202, { success: true, message: 'ok' })));
    expect(await screen.findByText('E-mail enviado com sucesso!')).toBeTruthy();
    expect(screen.getByText('Verifique sua caixa de entrada.')).toBeTruthy();

    await act(async () => {
      vi.advanceTimersByTime(RESEND_AUTO_CLOSE_MS - 100);
    });
    expect(screen.getByText('E-mail enviado com sucesso!')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('E-mail enviado com sucesso!')).toBeNull();

    await openModal(user);
    expect((emailField() as HTMLInputElement).value).toBe('');
    expect(submit()).toBeTruthy();
  });

  it("shows the server's message when it answers success false", async () => {
    answer = () => jsonResponse(200, { success: false, message: 'Não encontramos nenhuma página com este e-mail.' } satisfies ResendQrCodeResponse);
    const { user } = setup();
    await openModal(user);
    await user.type(emailField(), 'ana@example.com');
    await user.click(submit());

    expect((await screen.findByRole('alert')).textContent).toBe('Não encontramos nenhuma página com este e-mail.');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("falls back to 'E-mail não encontrado' when success false comes without a message", async () => {
    answer = () => jsonResponse(200, { success: false, message: '' } satisfies ResendQrCodeResponse);
    const { user } = setup();
    await openModal(user);
    await user.type(emailField(), 'ana@example.com');
    await user.click(submit());

    expect((await screen.findByRole('alert')).textContent).toBe('E-mail não encontrado');
  });

  it("shows the server's error on a failed request (e.g. 429)", async () => {
    answer = () =>
      jsonResponse(429, { error: 'Muitas tentativas. Aguarde um pouco e tente novamente.', code: 'request.rate-limited' } satisfies ErrorResponse);
    const { user } = setup();
    await openModal(user);
    await user.type(emailField(), 'ana@example.com');
    await user.click(submit());

    expect((await screen.findByRole('alert')).textContent).toBe('Muitas tentativas. Aguarde um pouco e tente novamente.');
    expect(screen.getByRole('button', { name: 'Reenviar QR Code' })).toBeTruthy();
  });

  it.each([
    ['a 500 without a body', () => new Response('', { status: 500 })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])("falls back to the spec's text on %s", async (_, failing) => {
    answer = failing;
    const { user } = setup();
    await openModal(user);
    await user.type(emailField(), 'ana@example.com');
    await user.click(submit());

    expect((await screen.findByRole('alert')).textContent).toBe('Não foi possível reenviar o e-mail. Tente novamente.');
  });

  it('closing by hand clears the e-mail and the error, and reopens clean', async () => {
    answer = () =>
      jsonResponse(429, { error: 'Muitas tentativas. Aguarde um pouco e tente novamente.', code: 'request.rate-limited' } satisfies ErrorResponse);
    const { user } = setup();
    await openModal(user);
    await user.type(emailField(), 'ana@example.com');
    await user.click(submit());
    await screen.findByRole('alert');

    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await openModal(user);
    expect((emailField() as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closing while the request runs drops its late answer', async () => {
    let release!: (response: Response) => void;
    answer = () => new Promise<Response>((resolve) => (release = resolve));
    const { user } = setup();
    await openModal(user);
    await user.type(emailField(), 'ana@example.com');
    await user.click(submit());
    await user.click(screen.getByRole('button', { name: 'Fechar' }));

    await act(async () => release(jsonResponse(202, { success: true, message: 'ok' })));
    await openModal(user);
    await waitFor(() => expect(submit()).toBeTruthy());
    expect(screen.queryByText('E-mail enviado com sucesso!')).toBeNull();
  });
});
