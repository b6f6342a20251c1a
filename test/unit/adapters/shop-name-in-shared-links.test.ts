import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { OpenPageResponse } from '../../../src/adapters/http/contract/memories.contract.js';
import { genericHead, pageHead } from '../../../src/adapters/http/static/public-page-head.js';
import { ChildProcessPreviewRenderer } from '../../../src/adapters/preview/child-process-preview-renderer.js';
import { SvgPreviewImageRenderer } from '../../../src/adapters/preview/svg-preview-image-renderer.js';
import { PrintShareCardRenderer } from '../../../src/adapters/print/print-share-card-renderer.js';

/** What a shared link and a printed card say of the shop: the name of its content, not ours. */
const SHOP = 'Loja da Paula';

const PAGE: OpenPageResponse = {
  id: 'page000000000001',
  slug: 'ana-e-joao',
  palette: 'rose',
  fallingEmoji: 'hearts',
  revealStyle: 'tap',
  yourName: 'Ana',
  lovedName: 'João',
  datingSince: '2021-06-12T20:30',
  message: 'Te amo',
  plan: 'premium',
  youtube: null,
  photos: [],
  photoPlaceholders: [],
  repliesOpen: true,
  story: [],
  opensAt: null,
  musicTitle: null,
  musicChannel: null,
};

describe("the shop's name where a link or a card goes", () => {
  it("is the public page's title suffix and og:site_name, and the generic page's title", () => {
    const head = pageHead(PAGE, { publicUrl: 'https://lojadapaula.com.br', photoBaseUrl: null, imagePath: null, shopName: SHOP });
    expect(head.title).toBe(`Ana & João · ${SHOP}`);
    expect(head.tags).toContain(`<meta property="og:site_name" content="${SHOP}">`);
    expect(head.tags).not.toContain('memories');

    const generic = genericHead('https://lojadapaula.com.br', null, SHOP);
    expect(generic.title).toBe(`Uma página de amor · ${SHOP}`);
    expect(generic.tags).not.toContain('memories');
  });

  it("is drawn at the foot of the preview image, and a renamed shop's images are drawn again, not taken from the cache", async () => {
    const renderer = new SvgPreviewImageRenderer();
    const card = { yourName: 'Ana', lovedName: 'João', datingSince: '2021-06-12' };
    const pixels = async (png: Buffer) => (await sharp(png).raw().toBuffer()).toString('base64');
    expect(await pixels(await renderer.render(card, SHOP))).not.toBe(await pixels(await renderer.render(card, 'memories')));
    expect(await pixels(await renderer.renderGeneric(SHOP))).not.toBe(await pixels(await renderer.renderGeneric('memories')));

    const ours = new ChildProcessPreviewRenderer('memories');
    const theirs = new ChildProcessPreviewRenderer(SHOP);
    expect(theirs.designVersion).not.toBe(ours.designVersion);
    expect(theirs.designVersion).toMatch(/^[A-Za-z0-9_-]+$/);
    await Promise.all([ours.close(), theirs.close()]);
  });

  it("is the printable card's author", async () => {
    const pdf = await new PrintShareCardRenderer({ shopName: SHOP, compressPdf: false }).render(
      { ...PAGE, publicUrl: 'https://lojadapaula.com.br/ana-e-joao/page000000000001', fallingEmoji: 'hearts' },
      'a6',
    );
    const text = Buffer.from(pdf).toString('latin1');
    expect(text).toContain(`(${SHOP})`);
    expect(text).not.toContain('(memories)');
  });
});
