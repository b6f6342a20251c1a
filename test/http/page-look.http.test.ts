import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyPage } from '../support/http/buy-page.js';
import { validCreateForm, withForm } from '../support/http/forms.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';
import { jpegImage } from '../support/test-images.js';

let server: TestServer;
let photo: Buffer;
beforeAll(async () => {
  photo = await jpegImage(400, 300);
  server = await startTestServer();
});
afterAll(() => server?.close());

describe("a page's look travels as names from a closed set", () => {
  it.each([
    ['palette', 'vermelho', 'look.palette-unknown', 'Paleta de cores desconhecida: escolha uma das paletas da lista.'],
    ['palette', '#ff0000', 'look.palette-unknown', 'Paleta de cores desconhecida: escolha uma das paletas da lista.'],
    ['palette', 'rose;}body{display:none', 'look.palette-unknown', 'Paleta de cores desconhecida: escolha uma das paletas da lista.'],
    ['fallingEmoji', '🌹', 'look.falling-emoji-unknown', 'Emoji desconhecido: escolha corações, rosas, estrelas ou brilhos.'],
  ])('refuses %s %j in Portuguese, with nothing stored', async (field, value, code, sentence) => {
    const [rows, files] = [await server.memoryCount(), (await server.uploadedFiles()).length];
    const answer = await withForm(server.http.post('/api/create-payment'), { ...validCreateForm(), [field]: value }, [photo]).expect(400);
    expect(answer.body).toMatchObject({ code, error: sentence });
    expect(await server.memoryCount()).toBe(rows);
    expect(await server.uploadedFiles()).toHaveLength(files);
  });

  it('stores the chosen names, shows them in the JSON and dresses the head by name; the editor changes them', async () => {
    const page = await buyPage(server, [photo], { palette: 'garden', fallingEmoji: 'sparkles' } as Parameters<typeof buyPage>[2]);
    const json = await server.http.get(`/api/${page.slug}/${page.id}`).expect(200);
    expect(json.body).toMatchObject({ palette: 'garden', fallingEmoji: 'sparkles' });
    const html = await server.http.get(`/${page.slug}/${page.id}`).expect(200);
    expect(html.text).toContain('<style>html:root{--look-backdrop-top:#0f3324;');
    // The phone's browser bar in the palette too (HtmlTemplate takes the built file's own out: its unit test).
    expect(themeColours(html.text)).toEqual(['#13412e']);

    const edit = (fields: Record<string, string>) =>
      withForm(server.http.put(`/api/update/${page.id}`).set('Authorization', `Bearer ${page.token}`), {
        message: 'Outra mensagem',
        datingSince: '2021-06-12',
        youtube: '',
        removedPhotos: '[]',
        ...fields,
      });
    const refused = await edit({ palette: 'neon' }).expect(400);
    expect(refused.body.code).toBe('look.palette-unknown');
    expect((await server.http.get(`/api/${page.slug}/${page.id}`)).body).toMatchObject({ message: json.body.message, palette: 'garden' });

    const edited = await edit({ palette: 'rose', fallingEmoji: 'stars' }).expect(200);
    expect(edited.body).toMatchObject({ palette: 'rose', fallingEmoji: 'stars' });
    // Without the fields, the look stays as it is.
    expect((await edit({}).expect(200)).body).toMatchObject({ palette: 'rose', fallingEmoji: 'stars' });
    // The default palette is the stylesheets' own: the head carries none.
    const rose = (await server.http.get(`/${page.slug}/${page.id}`).expect(200)).text;
    expect(rose).not.toContain('html:root{');
    expect(themeColours(rose)).toEqual(['#4a0d22']);
    // A page that cannot be shown wears the product's own.
    expect(themeColours((await server.http.get('/nome/0000000000000000').expect(404)).text)).toEqual(['#4a0d22']);
  });
});

/** The values of every theme-color meta tag of an HTML page, in order. */
function themeColours(html: string): string[] {
  return [...html.matchAll(/<meta name="theme-color" content="([^"]*)"\s*\/?>/g)].map((match) => match[1]!);
}
