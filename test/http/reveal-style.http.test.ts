import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyPage } from '../support/http/buy-page.js';
import { validCreateForm, withForm } from '../support/http/forms.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';
import { jpegImage } from '../support/test-images.js';

const UNKNOWN = 'Jeito de abrir desconhecido: escolha tocar, raspar ou romper o selo.';

let server: TestServer;
let photo: Buffer;
beforeAll(async () => {
  photo = await jpegImage(400, 300);
  server = await startTestServer();
});
afterAll(() => server?.close());

describe("a page's reveal style travels as a name from a closed set", () => {
  it.each(['shake', 'Scratch', 'tap<script>'])('refuses %j on creation in Portuguese, with nothing stored', async (value) => {
    const [rows, files] = [await server.memoryCount(), (await server.uploadedFiles()).length];
    const answer = await withForm(server.http.post('/api/create-payment'), { ...validCreateForm(), revealStyle: value }, [photo]).expect(400);
    expect(answer.body).toMatchObject({ code: 'look.reveal-style-unknown', error: UNKNOWN });
    expect(await server.memoryCount()).toBe(rows);
    expect(await server.uploadedFiles()).toHaveLength(files);
  });

  it('is the tap for an order that says nothing, and its head is the one every page had', async () => {
    const page = await buyPage(server, [photo]);
    expect((await server.http.get(`/api/${page.slug}/${page.id}`).expect(200)).body).toMatchObject({ revealStyle: 'tap' });
    expect((await server.http.get(`/${page.slug}/${page.id}`).expect(200)).text).not.toContain('memories-reveal');
  });

  it('stores the chosen style, answers it in the JSON and the head, and the editor changes it', async () => {
    const page = await buyPage(server, [photo], { revealStyle: 'scratch' } as Parameters<typeof buyPage>[2]);
    const json = await server.http.get(`/api/${page.slug}/${page.id}`).expect(200);
    expect(json.body).toMatchObject({ revealStyle: 'scratch' });
    expect((await server.http.get(`/${page.slug}/${page.id}`).expect(200)).text).toContain('<meta name="memories-reveal" content="scratch">');

    const edit = (fields: Record<string, string>) =>
      withForm(server.http.put(`/api/update/${page.id}`).set('Authorization', `Bearer ${page.token}`), {
        message: 'Outra mensagem',
        datingSince: '2021-06-12',
        youtube: '',
        removedPhotos: '[]',
        ...fields,
      });
    const refused = await edit({ revealStyle: 'shake' }).expect(400);
    expect(refused.body).toMatchObject({ code: 'look.reveal-style-unknown', error: UNKNOWN });
    expect((await server.http.get(`/api/${page.slug}/${page.id}`)).body).toMatchObject({ message: json.body.message, revealStyle: 'scratch' });

    expect((await edit({ revealStyle: 'seal' }).expect(200)).body).toMatchObject({ revealStyle: 'seal' });
    // Without the field, the style stays as it is.
    expect((await edit({}).expect(200)).body).toMatchObject({ revealStyle: 'seal' });
    expect((await server.http.get(`/api/update/${page.id}`).set('Authorization', `Bearer ${page.token}`)).body).toMatchObject({
      revealStyle: 'seal',
    });
    expect((await server.http.get(`/${page.slug}/${page.id}`).expect(200)).text).toContain('<meta name="memories-reveal" content="seal">');
    // Back to the tap: the head says nothing again.
    await edit({ revealStyle: 'tap' }).expect(200);
    expect((await server.http.get(`/${page.slug}/${page.id}`).expect(200)).text).not.toContain('memories-reveal');
  });
});
