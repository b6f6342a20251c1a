// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChapterView, OwnedChaptersResponse } from '../../src/adapters/http/contract/chapters.contract.js';
import { ChaptersSection } from '../../src/ui/features/memory-editor/chapters-section.js';
import { jsonResponse } from '../support/ui/fetch-stub.js';

interface Sent {
  readonly url: string;
  readonly method: string;
  readonly authorization: string | null;
  readonly form: FormData | null;
}

let sent: Sent[];
let owned: OwnedChaptersResponse;

beforeEach(() => {
  sent = [];
  owned = { chapters: [], yearsCompleted: 3, openYears: [3, 2, 1] };
  // The server as the section sees it: the chapters and the open years, and each change applied to them.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = {
        url: String(input),
        method: init?.method ?? 'GET',
        authorization: new Headers(init?.headers).get('Authorization'),
        form: init?.body instanceof FormData ? init.body : null,
      };
      sent.push(request);
      if (request.method === 'GET') return jsonResponse(200, owned);
      if (request.method === 'DELETE') {
        const year = Number(request.url.split('/').pop());
        owned = {
          ...owned,
          chapters: owned.chapters.filter((each) => each.year !== year),
          openYears: [...owned.openYears, year].sort((a, b) => b - a),
        };
        return new Response(null, { status: 204 });
      }
      const form = request.form!;
      const year = request.method === 'POST' ? Number(form.get('year')) : Number(request.url.split('/').pop());
      const photos = form.getAll('photos').map((_, i) => ({ url: `/uploads/mem123/c${year}-${i}.webp`, placeholder: null, avifWidths: [] }));
      const current = owned.chapters.find((each) => each.year === year);
      const chapter: ChapterView = {
        year,
        title: String(form.get('title')),
        text: String(form.get('text')),
        photos: photos.length > 0 ? photos : (current?.photos ?? []),
        isNew: true,
      };
      owned = {
        ...owned,
        chapters: [...owned.chapters.filter((each) => each.year !== year), chapter],
        openYears: owned.openYears.filter((each) => each !== year),
      };
      return jsonResponse(request.method === 'POST' ? 201 : 200, chapter);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

describe('"Um novo capítulo" on the edit page', () => {
  it('adds the newest open year’s chapter with the edit token, its words and photo count checked first by the server’s rules', async () => {
    const user = userEvent.setup();
    render(<ChaptersSection memoryId="mem123" token="segredo" />);
    const section = await screen.findByRole('region', { name: 'Um novo capítulo' });
    expect(section.id).toBe('um-novo-capitulo');

    await user.click(await within(section).findByRole('button', { name: 'Adicionar o capítulo do 3º ano' }));
    await user.click(within(section).getByRole('button', { name: 'Salvar capítulo' }));
    expect(await within(section).findByText('Dê um título ao capítulo.')).toBeTruthy();
    await user.type(within(section).getByLabelText('Título do capítulo'), 'O ano de Paris');
    await user.type(within(section).getByLabelText('Texto do capítulo'), 'Chovia.');
    await user.click(within(section).getByRole('button', { name: 'Salvar capítulo' }));
    expect(await within(section).findByText('Um capítulo leva uma ou duas fotos.')).toBeTruthy();
    await user.upload(within(section).getByLabelText('Fotos (uma ou duas)'), [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
    await user.click(within(section).getByRole('button', { name: 'Salvar capítulo' }));
    expect(await within(section).findByText('Um capítulo leva uma ou duas fotos.')).toBeTruthy();
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);

    await user.upload(within(section).getByLabelText('Fotos (uma ou duas)'), [photo('a.jpg'), photo('b.jpg')]);
    await user.click(within(section).getByRole('button', { name: 'Salvar capítulo' }));
    expect(await within(section).findByText('Capítulo adicionado.')).toBeTruthy();
    const post = sent.find((request) => request.method === 'POST')!;
    expect([post.url, post.authorization]).toEqual(['/api/update/mem123/chapters', 'Bearer segredo']);
    expect([post.form!.get('year'), post.form!.get('title'), post.form!.get('text')]).toEqual(['3', 'O ano de Paris', 'Chovia.']);
    expect(post.form!.getAll('photos').map((file) => (file as File).name)).toEqual(['a.jpg', 'b.jpg']);

    const item = within(section).getByRole('listitem');
    expect(within(item).getByText('Capítulo do 3º ano')).toBeTruthy();
    expect(within(item).getByText('Novo')).toBeTruthy();
    expect(within(item).getByRole('img', { name: 'Foto 2 do capítulo do 3º ano' }).getAttribute('src')).toBe('/api/uploads/mem123/c3-1.webp');
    // The next open year is offered next.
    expect(within(section).getByRole('button', { name: 'Adicionar o capítulo do 2º ano' })).toBeTruthy();
  });

  it('changes a chapter’s words keeping its photos, and removes it once asked', async () => {
    owned = {
      ...owned,
      chapters: [
        {
          year: 3,
          title: 'O ano de Paris',
          text: 'Chovia.',
          photos: [{ url: '/uploads/mem123/p.webp', placeholder: null, avifWidths: [] }],
          isNew: false,
        },
      ],
      openYears: [2, 1],
    };
    const user = userEvent.setup();
    render(<ChaptersSection memoryId="mem123" token="segredo" />);
    const section = await screen.findByRole('region', { name: 'Um novo capítulo' });
    await user.click(await within(section).findByRole('button', { name: 'Editar' }));
    expect(within(section).getByLabelText('Trocar as fotos (opcional: uma ou duas)')).toBeTruthy();
    const title = within(section).getByLabelText('Título do capítulo');
    await user.clear(title);
    await user.type(title, 'Paris, de novo');
    await user.click(within(section).getByRole('button', { name: 'Salvar capítulo' }));
    expect(await within(section).findByText('Capítulo alterado.')).toBeTruthy();
    const put = sent.find((request) => request.method === 'PUT')!;
    expect(put.url).toBe('/api/update/mem123/chapters/3');
    expect([put.form!.get('title'), put.form!.has('year'), put.form!.getAll('photos')]).toEqual(['Paris, de novo', false, []]);
    expect(within(section).getByText('Paris, de novo')).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: 'Apagar' }));
    expect(within(section).getByText('Apagar o capítulo do 3º ano? As fotos dele também serão apagadas.')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'DELETE')).toEqual([]);
    await user.click(within(section).getByRole('button', { name: 'Apagar' }));
    expect(await within(section).findByText('Capítulo apagado.')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'DELETE').map((request) => request.url)).toEqual(['/api/update/mem123/chapters/3']);
    expect(within(section).queryByRole('listitem')).toBeNull();
  });

  it('before the first anniversary says when the first chapter opens', async () => {
    owned = { chapters: [], yearsCompleted: 0, openYears: [] };
    render(<ChaptersSection memoryId="mem123" token="segredo" />);
    expect(await screen.findByText('O capítulo do 1º ano poderá ser adicionado no aniversário de 1 ano.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Adicionar o capítulo/ })).toBeNull();
  });

  it('with every year written, says when the next chapter opens', async () => {
    const written = (year: number): ChapterView => ({ year, title: `Ano ${year}`, text: 'x', photos: [], isNew: false });
    owned = { chapters: [written(1), written(2)], yearsCompleted: 2, openYears: [] };
    render(<ChaptersSection memoryId="mem123" token="segredo" />);
    expect(await screen.findByText('O capítulo do 3º ano poderá ser adicionado no aniversário de 3 anos.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Adicionar o capítulo/ })).toBeNull();
  });
});
