// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPENING_WINDOW_MS } from '../../src/domain/openings/page-openings.js';
import { PageOpeningsSection } from '../../src/ui/features/page-openings/page-openings-section.js';
import { reportOpening } from '../../src/ui/features/page-openings/report-opening.js';
import { editTokenStore } from '../../src/ui/lib/edit-token-store.js';
import { emailCorrectionStore } from '../../src/ui/lib/email-correction-store.js';
import { jsonResponse } from '../support/ui/fetch-stub.js';
import { mountMemoryPage, unmountMemoryPages } from '../support/ui/memory-page.js';
import { stubImagePreload } from '../support/ui/stub-image-preload.js';

let beacons: string[];
/** What each beacon carried besides its address ('' for nothing). */
let beaconBodies: string[];
let fetched: string[];

beforeEach(() => {
  beacons = [];
  beaconBodies = [];
  fetched = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    fetched.push(String(input));
    const page = /^\/api\/ana-e-joao\/(gate\d)$/.exec(String(input));
    if (page)
      return jsonResponse(200, {
        id: page[1],
        slug: 'ana-e-joao',
        yourName: 'Ana',
        lovedName: 'João',
        datingSince: '2021-06-12T20:30',
        message: 'Oi',
        plan: 'basic',
        youtube: null,
        photos: [],
        photoPlaceholders: [],
        story: [],
        repliesOpen: false,
        // Open: a page before its reveal date would show its own screen in place of the gate.
        opensAt: null,
      });
    return new Response(null, { status: 204 });
  });
  stubImagePreload();
  vi.spyOn(navigator, 'sendBeacon').mockImplementation((url: string | URL, body?: BodyInit | null) => {
    beacons.push(String(url));
    beaconBodies.push(body ? String(body) : '');
    return true;
  });
});

afterEach(() => {
  cleanup();
  unmountMemoryPages();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('reportOpening', () => {
  const T0 = Date.parse('2026-03-10T15:00:00.000Z');

  it('sends one beacon with nothing but the address, and none again from this browser within half an hour', () => {
    reportOpening('ana-e-joao', 'mem1', T0);
    reportOpening('ana-e-joao', 'mem1', T0 + OPENING_WINDOW_MS - 1);
    expect(beacons).toEqual(['/api/ana-e-joao/mem1/opened']);
    reportOpening('ana-e-joao', 'mem1', T0 + OPENING_WINDOW_MS);
    reportOpening('ana-e-joao', 'mem2', T0);
    expect(beacons).toEqual(['/api/ana-e-joao/mem1/opened', '/api/ana-e-joao/mem1/opened', '/api/ana-e-joao/mem2/opened']);
    expect(beaconBodies).toEqual(['', '', '']);
    expect(fetched).toEqual([]);
  });

  it('sends what the buyer’s own browser holds of the page, the edit token and the order’s key, for the server to check', () => {
    editTokenStore.save('mem1', 'owner-token');
    emailCorrectionStore.save('mem2', { key: 'order-key', maskedEmail: 'a•••@example.com', until: T0 });
    editTokenStore.save('other', 'other-token');
    reportOpening('ana-e-joao', 'mem1', T0);
    reportOpening('ana-e-joao', 'mem2', T0);
    expect(beacons).toEqual(['/api/ana-e-joao/mem1/opened', '/api/ana-e-joao/mem2/opened']);
    expect(beaconBodies).toEqual(['editToken=owner-token', 'orderKey=order-key']);
  });

  it('falls back to a keepalive fetch when the browser refuses the beacon', () => {
    vi.spyOn(navigator, 'sendBeacon').mockReturnValue(false);
    reportOpening('ana-e-joao', 'mem1', T0);
    expect(fetched).toEqual(['/api/ana-e-joao/mem1/opened']);
  });
});

describe('PageOpeningsSection', () => {
  it('shows the count and the first and last opening in Brasília time', () => {
    render(<PageOpeningsSection openings={{ count: 3, firstAt: '2026-03-10T15:00:00.000Z', lastAt: '2026-03-12T01:30:00.000Z' }} />);
    const section = screen.getByRole('region', { name: 'Aberturas da surpresa' });
    expect(within(section).getByText('Aberta 3 vezes')).toBeTruthy();
    expect(within(section).getByText('10 de março de 2026 às 12:00')).toBeTruthy();
    expect(within(section).getByText('11 de março de 2026 às 22:30')).toBeTruthy();
  });

  it('says when the page was never opened, and shows nothing without counts', () => {
    const { container, rerender } = render(<PageOpeningsSection openings={{ count: 0, firstAt: null, lastAt: null }} />);
    expect(screen.getByText(/Ainda ninguém abriu a página/)).toBeTruthy();
    rerender(<PageOpeningsSection openings={undefined} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('the public page’s gate', () => {
  /** The open page's last part to arrive (its own chunk): a test ends after it, never while it is still loading. */
  const pageShown = () => screen.findByRole('heading', { level: 2, name: 'Nossos números' });

  it('reports the opening when a visitor taps "Clique", and not before', async () => {
    mountMemoryPage({ slug: 'ana-e-joao', id: 'gate1' });
    await screen.findByRole('button', { name: 'Clique' });
    expect(beacons).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Clique' }));
    expect(beacons).toEqual(['/api/ana-e-joao/gate1/opened']);
    await pageShown();
  });

  it('reports nothing when the owner comes back from an edit, and their tap with its proof', async () => {
    mountMemoryPage({ slug: 'ana-e-joao', id: 'gate2', openAtOnce: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana & João' })).toBeTruthy();
    await pageShown();
    unmountMemoryPages();
    editTokenStore.save('gate3', 'owner-token');
    mountMemoryPage({ slug: 'ana-e-joao', id: 'gate3' });
    await userEvent.click(await screen.findByRole('button', { name: 'Clique' }));
    expect(beacons).toEqual(['/api/ana-e-joao/gate3/opened']);
    expect(beaconBodies).toEqual(['editToken=owner-token']);
    await pageShown();
  });
});
