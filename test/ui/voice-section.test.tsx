// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VoiceSection } from '../../src/ui/features/memory-editor/voice-section.js';
import { stubXhr, type SentXhr } from '../support/ui/fake-xhr.js';
import { jsonResponse, stubJsonFetch, type JsonFetchStub } from '../support/ui/fetch-stub.js';

const KEPT = '/uploads/mem123/0123456789abcdef.m4a';
const LIMITS = { onPlan: true, maxSeconds: 60, maxBytes: 10 * 1024 * 1024 };

let api: JsonFetchStub;
let uploads: SentXhr[];
let voice: string | null;

beforeEach(() => {
  voice = null;
  api = stubJsonFetch();
  api.answer = (request) => {
    if (request.method === 'DELETE') {
      voice = null;
      return new Response(null, { status: 204 });
    }
    if (request.method === 'PUT') voice = KEPT;
    return jsonResponse(200, { voice, ...LIMITS });
  };
  uploads = stubXhr();
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:previa');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const mount = (plan: 'basic' | 'premium' = 'premium') => {
  render(<VoiceSection memoryId="mem123" token="segredo" plan={plan} />);
  return userEvent.setup();
};

describe('"Um áudio seu" on the edit page', () => {
  it('is not offered on a basic page, and asks the server nothing', () => {
    mount('basic');
    expect(screen.queryByRole('heading', { name: 'Um áudio seu' })).toBeNull();
    expect(api.sent).toEqual([]);
  });

  it('sends a chosen file ahead as the page’s owner as soon as it plays in the preview, with its progress; "Guardar este áudio" names it', async () => {
    const user = mount();
    await screen.findByText('A página ainda não tem áudio.');
    const file = new File([new Uint8Array(2048)], 'nossa-musica.mp3', { type: 'audio/mpeg' });
    await user.upload(screen.getByLabelText('Escolher um arquivo de áudio'), file);
    expect(screen.getByLabelText('Prévia do áudio').getAttribute('src')).toBe('blob:previa');
    expect(uploads).toHaveLength(1);
    // The owner's route, with the edit token: not the creation form's, which the shop's bounds on new orders refuse.
    expect(uploads[0]).toMatchObject({ method: 'POST', url: '/api/update/mem123/staged-voice', headers: { Authorization: 'Bearer segredo' } });
    expect((uploads[0]!.body.get('voice') as File).name).toBe('nossa-musica.mp3');
    act(() => uploads[0]!.progress(1024, 2048));
    expect(screen.getByRole('status').textContent).toBe('Enviando o áudio… 50%');
    expect(api.sent.filter((request) => request.method === 'PUT')).toEqual([]);

    // Kept while it still goes up: the page names it once the server answered.
    await user.click(screen.getByRole('button', { name: 'Guardar este áudio' }));
    expect(screen.getByRole('button', { name: 'Guardando o áudio…' })).toBeTruthy();
    act(() => uploads[0]!.respond(201, { reference: 'r'.repeat(32), seconds: 2 }));

    expect(await screen.findByText('Áudio guardado na página.')).toBeTruthy();
    const put = api.sent.find((request) => request.method === 'PUT')!;
    expect(put).toMatchObject({ url: '/api/update/mem123/voice', authorization: 'Bearer segredo', body: { reference: 'r'.repeat(32) } });
    expect(screen.getByLabelText('Áudio da página').getAttribute('src')).toBe(`/api${KEPT}`);
    expect(screen.queryByLabelText('Prévia do áudio')).toBeNull();
  });

  it('shows the server’s sentence when it refuses the file, keeps the preview, and names nothing', async () => {
    const user = mount();
    await screen.findByText('A página ainda não tem áudio.');
    await user.upload(screen.getByLabelText('Escolher um arquivo de áudio'), new File([new Uint8Array(16)], 'x.mp3', { type: 'audio/mpeg' }));
    act(() => uploads[0]!.respond(400, { code: 'voice.too-long', error: 'O áudio pode ter até 60 segundos; este tem 75.' }));
    expect((await screen.findByRole('alert')).textContent).toBe('O áudio pode ter até 60 segundos; este tem 75.');
    expect(screen.getByLabelText('Prévia do áudio')).toBeTruthy();
    expect(api.sent.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('stops the upload of a take discarded', async () => {
    const user = mount();
    await screen.findByText('A página ainda não tem áudio.');
    await user.upload(screen.getByLabelText('Escolher um arquivo de áudio'), new File([new Uint8Array(16)], 'x.mp3', { type: 'audio/mpeg' }));
    expect(uploads).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(screen.queryByLabelText('Prévia do áudio')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('refuses a file over 10 MB before sending it', async () => {
    const user = mount();
    await screen.findByText('A página ainda não tem áudio.');
    const large = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'longo.wav', { type: 'audio/wav' });
    await user.upload(screen.getByLabelText('Escolher um arquivo de áudio'), large);
    expect((await screen.findByRole('alert')).textContent).toBe('O áudio pode ter no máximo 10 MB.');
    expect(screen.getByRole('button', { name: 'Guardar este áudio' })).toHaveProperty('disabled', true);
    expect(uploads).toEqual([]);
  });

  it('removes the kept message', async () => {
    voice = KEPT;
    const user = mount();
    await screen.findByLabelText('Áudio da página');
    await user.click(screen.getByRole('button', { name: 'Remover o áudio' }));
    expect(await screen.findByText('Áudio removido da página.')).toBeTruthy();
    expect(screen.getByText('A página ainda não tem áudio.')).toBeTruthy();
    expect(api.sent.map((request) => [request.method, request.url, request.authorization])).toEqual([
      ['GET', '/api/update/mem123/voice', 'Bearer segredo'],
      ['DELETE', '/api/update/mem123/voice', 'Bearer segredo'],
    ]);
  });
});
