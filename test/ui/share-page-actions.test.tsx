// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ErrorResponse } from '../../src/adapters/http/contract/memories.contract.js';
import { SharePageActions } from '../../src/ui/features/share-page/share-page-actions.js';
import { jsonResponse, stubFetch, type FetchStub } from '../support/ui/fetch-stub.js';
import { aShareLinks, isShareLinksRequest } from '../support/ui/share-links.js';

let fetchStub: FetchStub;

beforeEach(() => {
  fetchStub = stubFetch();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  expect(fetchStub.calls.filter((call) => !isShareLinksRequest(call.url))).toEqual([]);
});

const links = aShareLinks('mem123');

describe('SharePageActions', () => {
  it("offers the owner the A6 card, the A4 sheet, the status image and WhatsApp, with the page's link", async () => {
    fetchStub.answer = () => jsonResponse(200, links);
    render(<SharePageActions memoryId="mem123" token="token-do-email" />);

    const a6 = await screen.findByRole('link', { name: 'Baixar cartão para imprimir (A6)' });
    expect(a6.getAttribute('href')).toBe(links.cards.a6);
    expect(a6.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('link', { name: 'Baixar cartão para imprimir (A4)' }).getAttribute('href')).toBe(links.cards.a4);
    expect(screen.getByRole('link', { name: 'Imagem para o status' }).getAttribute('href')).toBe(links.cards.story);

    const whatsApp = new URL(screen.getByRole('link', { name: 'Compartilhar no WhatsApp' }).getAttribute('href')!);
    expect(whatsApp.origin).toBe('https://wa.me');
    expect(whatsApp.searchParams.get('text')).toBe(`João, preparei uma surpresa para você 💌 Abra com carinho:\n${links.publicUrl}`);

    expect(fetchStub.calls.map((call) => [call.url, call.headers.get('Authorization')])).toEqual([
      ['/api/share-card/mem123/links', 'Bearer token-do-email'],
    ]);
    // No Web Share API in this browser: no button that would do nothing.
    expect(screen.queryByRole('button', { name: 'Compartilhar' })).toBeNull();
  });

  it('offers the card with the sky above the names, checked, for a page that shows one; unchecked, the usual card', async () => {
    const sky = (url: string) => `${url}&ceu=1`;
    const withSky = { ...links, skyCards: { a6: sky(links.cards.a6), a4: sky(links.cards.a4), story: sky(links.cards.story) } };
    fetchStub.answer = () => jsonResponse(200, withSky);
    render(<SharePageActions memoryId="mem123" token="token-do-email" />);

    const option = await screen.findByRole('checkbox', { name: 'Com o céu daquela noite no cartão' });
    expect((option as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('link', { name: 'Baixar cartão para imprimir (A6)' }).getAttribute('href')).toBe(withSky.skyCards.a6);
    expect(screen.getByRole('link', { name: 'Imagem para o status' }).getAttribute('href')).toBe(withSky.skyCards.story);
    await userEvent.click(option);
    expect(screen.getByRole('link', { name: 'Baixar cartão para imprimir (A6)' }).getAttribute('href')).toBe(links.cards.a6);
    expect(screen.getByRole('link', { name: 'Baixar cartão para imprimir (A4)' }).getAttribute('href')).toBe(links.cards.a4);
  });

  it('shows no sky option for a page without one', async () => {
    fetchStub.answer = () => jsonResponse(200, links);
    render(<SharePageActions memoryId="mem123" token="token-do-email" />);
    await screen.findByRole('link', { name: 'Baixar cartão para imprimir (A6)' });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it("opens the phone's share sheet with the page's link where the browser has one", async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'share');
    });
    fetchStub.answer = () => jsonResponse(200, links);
    render(<SharePageActions memoryId="mem123" />);

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Compartilhar' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Ana & João',
      text: 'João, preparei uma surpresa para você 💌 Abra com carinho:',
      url: links.publicUrl,
    });
    expect(fetchStub.calls[0]!.headers.get('Authorization')).toBeNull();
  });

  it("says where the card is when the return page's moment has passed", async () => {
    const askOwner: ErrorResponse = {
      error: 'O cartão para imprimir está no e-mail da compra e na página de edição: baixe por lá.',
      code: 'share-card.ask-owner',
    };
    fetchStub.answer = () => jsonResponse(403, askOwner);
    render(<SharePageActions memoryId="mem123" />);
    expect(await screen.findByText(askOwner.error)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
