import sharp from 'sharp';
import { CAROUSEL_PHOTO_SIZES } from '../../src/domain/memory/photo-variants.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTS } from '../../src/adapters/composition/ports.js';
import { Memory } from '../../src/domain/memory/memory.js';
import { jpegImage } from '../support/test-images.js';
import { buyPage } from '../support/http/buy-page.js';
import { validCreateForm, withForm } from '../support/http/forms.js';
import { startTestServer, TEST_PUBLIC_URL, UI_MEMORY_MARKER, type TestServer } from '../support/http/test-server.js';

const YEAR_MS = 366 * 24 * 60 * 60 * 1000;
let photo: Buffer;
let server: TestServer;

beforeAll(async () => {
  photo = await jpegImage(640, 480);
  server = await startTestServer();
});
afterAll(() => server.close());

/** The `content` of the head's `<meta {attribute}="{key}">`, as an unfurler reads it (entities decoded), or null. */
function metaContent(html: string, key: string): string | null {
  const tag = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html);
  return tag ? decode(tag[1]!) : null;
}

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!);
}

/** The page with other names, written straight to the database. */
async function withNames<Page extends { id: string }>(page: Page, yourName: string, lovedName: string): Promise<Page> {
  const repository = server.runtime.container.get(PORTS.MemoryRepository);
  const memory = (await repository.findById(page.id))!;
  await repository.update(Memory.restore({ ...memory.snapshot(), yourName, lovedName }));
  return page;
}

function titleOf(html: string): string | null {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  return match ? decode(match[1]!) : null;
}

describe('GET /{slug}/{id}: the head of a page, for sharing', () => {
  it('names the couple in the title and the Open Graph and Twitter tags, and keeps the page out of search engines', async () => {
    const page = await buyPage(server, [photo], { yourName: 'Bia', lovedName: 'Léo', datingSince: '2021-06-12T20:30' });
    const response = await server.http.get(`/${page.slug}/${page.id}`).expect(200);
    const html = response.text;

    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html).toContain(UI_MEMORY_MARKER);
    expect(titleOf(html)).toBe('Bia & Léo · memories');
    expect(metaContent(html, 'og:title')).toBe('Bia & Léo');
    expect(metaContent(html, 'og:description')).toBe('Uma surpresa de Bia para Léo. Juntos desde 12 de junho de 2021.');
    expect(metaContent(html, 'og:url')).toBe(`${TEST_PUBLIC_URL}/${page.slug}/${page.id}`);
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(metaContent(html, 'og:image')).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/api/preview/${page.slug}/${page.id}/[A-Za-z0-9_-]+\\.png$`));
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe(metaContent(html, 'og:image'));
    expect(html).toMatch(/<meta name="robots" content="noindex">/);
    // Nothing of the message or the photos is given away.
    expect(html).not.toContain(validCreateForm().message);
  });

  it('preloads the page’s data as the app fetches it, and its first photo at every width with its alt and placeholder', async () => {
    const page = await buyPage(server, [photo, photo], { yourName: 'Caio', lovedName: 'Duda' });
    const html = (await server.http.get(`/${page.slug}/${page.id}`).expect(200)).text;

    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="/api/${page.slug}/${page.id}">`);
    const first = `/api${page.photos[0]!}`.replace(/\.webp$/, '');
    const { photoPlaceholders } = (await server.http.get(`/api/${page.slug}/${page.id}`).expect(200)).body as { photoPlaceholders: string[] };
    expect(photoPlaceholders[0]).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]{40,400}$/);
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" ` +
        `imagesrcset="${first}-480.webp 480w, ${first}-720.webp 720w, ${first}-1080.webp 1080w, ${first}.webp 1600w" ` +
        `imagesizes="${CAROUSEL_PHOTO_SIZES}" data-alt="Caio e Duda, foto 1 de 2" data-placeholder="${photoPlaceholders[0]}">`,
    );
    // Asked for from the head, as it is read: not put off until after the first paint.
    expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toContain('<template id="after-paint-links">');
    expect(html).not.toContain(page.photos[1]!);
  });

  it('escapes the names: markup, quotes and ampersands come out as text, emoji and right-to-left marks as they are', async () => {
    // Names are cleaned when a page is created; a row written before that rule (or by hand) may still hold anything.
    const yourName = 'Ana <script>alert("x")</script> & \u200FRené 💖';
    const lovedName = "João\"><img src=x onerror=alert(1)> 'Zé'";
    const page = await withNames(await buyPage(server, [photo], { yourName: 'Ana', lovedName: 'Joao' }), yourName, lovedName);
    const html = (await server.http.get(`/${page.slug}/${page.id}`).expect(200)).text;

    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('Ana &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; \u200FRené 💖');
    expect(metaContent(html, 'og:title')).toBe(`${yourName} & ${lovedName}`);
    expect(titleOf(html)).toBe(`${yourName} & ${lovedName} · memories`);
    expect(metaContent(html, 'og:description')).toBe(`Uma surpresa de ${yourName} para ${lovedName}. Juntos desde 12 de junho de 2021.`);

    const image = await server.http.get(metaContent(html, 'og:image')!.slice(TEST_PUBLIC_URL.length)).buffer(true).expect(200);
    const metadata = await sharp(image.body as Buffer).metadata();
    expect([metadata.width, metadata.height]).toEqual([1200, 630]);
  });

  it('gives unknown and unpaid pages the generic preview with 404, and ended or suspended ones with 410', async () => {
    const generic = async (path: string, status: number) => {
      const html = (await server.http.get(path).expect(status)).text;
      expect(html).toContain(UI_MEMORY_MARKER);
      expect(titleOf(html)).toBe('Uma página de amor · memories');
      expect(metaContent(html, 'og:title')).toBe('Uma página de amor · memories');
      expect(metaContent(html, 'og:image')).toBe(`${TEST_PUBLIC_URL}/api/preview/generic.png`);
      expect(html).toMatch(/<meta name="robots" content="noindex">/);
      expect(html).not.toContain('preload');
      return html;
    };
    await generic('/ninguem-e-nada/naoexiste0000000', 404);

    const pending = await withForm(server.http.post('/api/create-payment'), { ...validCreateForm({ yourName: 'Nina', lovedName: 'Otto' }) }, [
      photo,
    ]).expect(201);
    const pendingId = (pending.body.init_point as string).split('/').pop()!;
    expect(await generic(`/nina-e-otto/${pendingId}`, 404)).not.toContain('Nina');

    const page = await buyPage(server, [photo], { plan: 'basic', yourName: 'Pia', lovedName: 'Quim' });
    await server.http.get(`/${page.slug}/${page.id}`).expect(200);
    await generic(`/outro-e-nome/${page.id}`, 404);
    server.clock.advance(YEAR_MS);
    try {
      expect(await generic(`/${page.slug}/${page.id}`, 410)).not.toContain('Pia');
    } finally {
      server.clock.advance(-YEAR_MS);
    }

    const refunded = await buyPage(server, [photo], { yourName: 'Rui', lovedName: 'Sol' });
    const repository = server.runtime.container.get(PORTS.MemoryRepository);
    const memory = (await repository.findById(refunded.id))!;
    memory.recordPayment(memory.paymentId!, 'reversed', server.clock.now());
    await repository.update(memory);
    expect(await generic(`/${refunded.slug}/${refunded.id}`, 410)).not.toContain('Rui');
  });

  it('answers a revalidation with 304 while the head is unchanged, and a new head once the owner edits the date', async () => {
    const page = await buyPage(server, [photo], { yourName: 'Teo', lovedName: 'Ugo', datingSince: '2020-01-05T10:00' });
    const first = await server.http.get(`/${page.slug}/${page.id}`).expect(200);
    await server.http
      .get(`/${page.slug}/${page.id}`)
      .set('If-None-Match', first.headers.etag as string)
      .expect(304);

    await server.http
      .put(`/api/update/${page.id}`)
      .set('Authorization', `Bearer ${page.token}`)
      .field('message', 'Outra mensagem')
      .field('datingSince', '2019-03-07T10:00')
      .field('youtube', '')
      .field('removedPhotos', '[]')
      .expect(200);
    const edited = await server.http
      .get(`/${page.slug}/${page.id}`)
      .set('If-None-Match', first.headers.etag as string)
      .expect(200);
    expect(metaContent(edited.text, 'og:description')).toContain('Juntos desde 7 de março de 2019.');
    expect(metaContent(edited.text, 'og:image')).not.toBe(metaContent(first.text, 'og:image'));
  });

  it('sends the head compressed to a client that accepts it', async () => {
    const page = await buyPage(server, [photo], { yourName: 'Vera', lovedName: 'Xavi' });
    const br = await server.http.get(`/${page.slug}/${page.id}`).set('Accept-Encoding', 'br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(metaContent(br.text, 'og:title')).toBe('Vera & Xavi');
  });
});

describe('GET /api/preview/…: the preview image', () => {
  it('is a 1200×630 PNG of the page, cached for good at its address, and only while the page is public', async () => {
    const page = await buyPage(server, [photo], { plan: 'basic', yourName: 'Yara', lovedName: 'Zeca' });
    const html = (await server.http.get(`/${page.slug}/${page.id}`).expect(200)).text;
    const path = metaContent(html, 'og:image')!.slice(TEST_PUBLIC_URL.length);

    const image = await server.http.get(path).buffer(true).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(image.body as Buffer).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: 'png', width: 1200, height: 630 });

    const stale = await server.http
      .get(path.replace(/\/[^/]+\.png$/, '/older-version.png'))
      .buffer(true)
      .expect(200);
    expect(stale.headers['cache-control']).toBe('no-cache');
    expect(Buffer.compare(stale.body as Buffer, image.body as Buffer)).toBe(0);

    server.clock.advance(YEAR_MS);
    try {
      await server.http.get(path).expect(410);
    } finally {
      server.clock.advance(-YEAR_MS);
    }
    await server.http.get(path.replace(page.slug, 'outro-e-nome')).expect(404);
    await server.http.get('/api/preview/nada.png').expect(404);
  });

  it('draws names with markup, emoji, right-to-left text and great length without failing', async () => {
    const bought = await buyPage(server, [photo], { yourName: 'Maria', lovedName: 'Wolfgang' });
    const page = await withNames(
      bought,
      'Maria <b>"Duda"</b> & 💖 \u200F שלום 👩‍❤️‍👨 🇧🇷',
      'Wolfgang Amadeus Teodoro de Alcântara Orléans e Bragança Sobrinho',
    );
    const html = (await server.http.get(`/${page.slug}/${page.id}`).expect(200)).text;
    const image = await server.http.get(metaContent(html, 'og:image')!.slice(TEST_PUBLIC_URL.length)).buffer(true).expect(200);
    const metadata = await sharp(image.body as Buffer).metadata();
    expect([metadata.width, metadata.height]).toEqual([1200, 630]);
  });

  it('has a generic image for pages that cannot be shown', async () => {
    const image = await server.http.get('/api/preview/generic.png').buffer(true).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    const metadata = await sharp(image.body as Buffer).metadata();
    expect([metadata.width, metadata.height]).toEqual([1200, 630]);
  });
});
