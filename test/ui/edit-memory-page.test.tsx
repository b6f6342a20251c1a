// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorResponse, MemoryRecordResponse } from '../../src/adapters/http/contract/memories.contract.js';
import type { PlanSummaryResponse } from '../../src/adapters/http/contract/plan-renewal.contract.js';
import { Providers } from '../../src/ui/app/providers.js';
import { editTokenStore } from '../../src/ui/lib/edit-token-store.js';
import { EditMemoryPage } from '../../src/ui/pages/edit-memory-page.js';
import { stubXhr, type SentXhr } from '../support/ui/fake-xhr.js';
import { jsonResponse, stubFetch, type FetchStub } from '../support/ui/fetch-stub.js';
import { aShareLinks, isShareLinksRequest } from '../support/ui/share-links.js';

const memory = (overrides: Partial<MemoryRecordResponse> = {}): MemoryRecordResponse => ({
  id: 'mem123',
  slug: 'ana-julia-e-joao',
  palette: 'rose',
  fallingEmoji: 'hearts',
  revealStyle: 'tap',
  yourName: 'Ana Júlia',
  lovedName: 'João',
  datingSince: '2021-06-12',
  message: 'Cada dia ao seu lado é o meu favorito.',
  plan: 'premium',
  youtube: null,
  photos: ['/uploads/mem123/primeira.webp'],
  photoPlaceholders: [null],
  repliesOpen: true,
  story: [],
  endsAt: null,
  revealAt: null,
  opensAt: null,
  musicTitle: null,
  musicChannel: null,
  ...overrides,
});

/** The page's plan section asks for the plan on its own; every other request is the editor's. */
const PLAN: PlanSummaryResponse = {
  memoryId: 'mem123',
  yourName: 'Ana Júlia',
  lovedName: 'João',
  publicPath: '/ana-julia-e-joao/mem123',
  plan: 'premium',
  availability: 'public',
  endsAt: null,
  removalAt: null,
  renewal: { priceCents: 1200, allowed: false },
  upgrade: { priceCents: 400, allowed: false },
  order: null,
};
/** The page's record, and what the edit page's plan and share sections ask for beside it. */
const withPlan = (record: MemoryRecordResponse) => (url: string) =>
  url.startsWith('/api/plan/')
    ? jsonResponse(200, PLAN)
    : isShareLinksRequest(url)
      ? jsonResponse(200, aShareLinks('mem123'))
      : jsonResponse(200, record);

let fetchStub: FetchStub;
let sentForms: SentXhr[];

beforeEach(() => {
  localStorage.clear();
  fetchStub = stubFetch();
  sentForms = stubXhr();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function renderPage(address: string) {
  const router = createMemoryRouter([{ path: '/update/:id', element: <EditMemoryPage /> }], { initialEntries: [address] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, user: userEvent.setup() };
}

describe('EditMemoryPage', () => {
  it('takes the token from the link, keeps it for this page and removes it from the address', async () => {
    fetchStub.answer = withPlan(memory());
    const { router } = renderPage('/update/mem123?token=token-do-email');

    expect(screen.getByRole('heading', { level: 1, name: 'Editar Página de Amor' })).toBeTruthy();
    expect(((await screen.findByLabelText('Mensagem')) as HTMLTextAreaElement).value).toBe('Cada dia ao seu lado é o meu favorito.');
    expect(fetchStub.calls.map((call) => [call.url, call.headers.get('Authorization')])).toContainEqual([
      '/api/update/mem123',
      'Bearer token-do-email',
    ]);
    expect(editTokenStore.get('mem123')).toBe('token-do-email');
    expect(router.state.location.pathname).toBe('/update/mem123');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('uses the token kept in this browser when the address has none', async () => {
    editTokenStore.save('mem123', 'token-guardado');
    fetchStub.answer = withPlan(memory());
    renderPage('/update/mem123');

    await screen.findByLabelText('Mensagem');
    expect(fetchStub.calls[0]!.headers.get('Authorization')).toBe('Bearer token-guardado');
  });

  it('without any token says the link is invalid and offers "Reenviar QR Code", without calling the API', async () => {
    const { user } = renderPage('/update/mem123');

    expect(screen.getByRole('heading', { name: 'Link de edição inválido' })).toBeTruthy();
    expect(screen.queryByLabelText('Mensagem')).toBeNull();
    expect(fetchStub.calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Reenviar QR Code' }));
    const dialog = screen.getByRole('dialog', { name: 'Reenviar QR Code' });
    expect(within(dialog).getByPlaceholderText('Seu e-mail')).toBeTruthy();
  });

  it.each([
    [401, 'edit-token.missing'],
    [403, 'edit-token.invalid'],
  ] as const)('with a refused token (%i) shows the invalid-link state and forgets the token', async (status, code) => {
    fetchStub.answer = () => jsonResponse(status, { error: 'Link de edição inválido.', code } satisfies ErrorResponse);
    renderPage('/update/mem123?token=token-antigo');

    expect(await screen.findByRole('heading', { name: 'Link de edição inválido' })).toBeTruthy();
    expect(editTokenStore.get('mem123')).toBeNull();
  });

  it('shows the load-error toast when the page cannot be loaded', async () => {
    fetchStub.answer = () => jsonResponse(500, { error: 'Erro ao processar. Tente novamente.', code: 'internal' } satisfies ErrorResponse);
    renderPage('/update/mem123?token=token-do-email');
    expect((await screen.findByRole('alert')).textContent).toBe('Erro ao carregar a página. Tente novamente.');
  });

  it('after saving shows the green toast and opens the public page 1.5 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    fetchStub.answer = withPlan(memory());
    const { user } = renderPage('/update/mem123?token=token-do-email');

    await screen.findByLabelText('Mensagem');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(sentForms[0]!.headers.Authorization).toBe('Bearer token-do-email');
    // The address is the slug the updated record carries, never one built again from the names: a page ordered under
    // an older rule (`-e-bia` for a name in Chinese) keeps its own.
    sentForms[0]!.respond(200, memory({ slug: 'ana-e-joao-pedro', yourName: 'Ana', lovedName: '李华' }));

    expect((await screen.findByRole('status')).textContent).toBe('Dados atualizados com sucesso!');
    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(assign).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('memories.open-after-edit.mem123')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/ana-e-joao-pedro/mem123'));
    // The public page it opens is the page itself, without the 'Clique' gate (memory-main reads this once).
    expect(sessionStorage.getItem('memories.open-after-edit.mem123')).toBe('1');
  });
});
