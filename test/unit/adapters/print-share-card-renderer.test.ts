import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ShareCardContent } from '../../../src/application/ports/share-card-renderer.js';
import { PrintShareCardRenderer } from '../../../src/adapters/print/print-share-card-renderer.js';
import { SHARE_CARD_TEXT } from '../../../src/texts/share-card.pt-br.js';
import { decodePdfQr, decodePngQr, pdfPages, pdfStreams } from '../../support/print/read-card.js';

const CONTENT: ShareCardContent = {
  yourName: 'Ana',
  lovedName: 'João',
  datingSince: '2021-06-12T20:30',
  publicUrl: 'https://memories.example/ana-e-joao/k7irmadvcxgucx9b',
  opensAt: null,
  palette: 'rose',
  fallingEmoji: 'hearts',
};
const mm = (value: number) => (value * 72) / 25.4;

describe('PrintShareCardRenderer', () => {
  const renderer = new PrintShareCardRenderer();

  it('draws the A6 card as a one-page PDF whose vector QR code decodes to the public link', async () => {
    const pdf = await renderer.render(CONTENT, 'a6');
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const pages = pdfPages(pdf);
    expect(pages.count).toBe(1);
    expect(pages.width).toBeCloseTo(mm(105), 1);
    expect(pages.height).toBeCloseTo(mm(148), 1);
    expect(decodePdfQr(pdf)).toBe(CONTENT.publicUrl);
    expect(pdf.byteLength).toBeLessThan(100_000);
  });

  it('puts the card on an A4 page with crop marks outside its four corners', async () => {
    const pdf = await renderer.render(CONTENT, 'a4');
    const pages = pdfPages(pdf);
    expect(pages.count).toBe(1);
    expect(pages.width).toBeCloseTo(mm(210), 1);
    expect(pages.height).toBeCloseTo(mm(297), 1);
    expect(decodePdfQr(pdf)).toBe(CONTENT.publicUrl);

    const card = { left: mm(52.5), top: mm(74.5), right: mm(157.5), bottom: mm(222.5) };
    // The marks are the one path stroked with a 0.5 pt line, after the card's drawing (`Q`).
    const content = pdfStreams(pdf).join('\n');
    const stroke = content.slice(content.lastIndexOf('Q\n', content.indexOf('0.5 w\n')), content.indexOf('0.5 w\n'));
    const segments = [...stroke.matchAll(/([\d.]+) ([\d.]+) m\n([\d.]+) ([\d.]+) l\n/g)].map((m) => m.slice(1, 5).map(Number));
    // Two per corner: one along the horizontal edge, one along the vertical one.
    expect(segments).toHaveLength(8);
    expect(segments.filter(([, y1, , y2]) => y1 === y2)).toHaveLength(4);
    for (const [x1, y1, x2, y2] of segments) {
      // Each mark runs along an edge's line, beyond the card: never over it.
      const outside = (x: number, y: number) => x < card.left || x > card.right || y < card.top || y > card.bottom;
      expect(outside(x1!, y1!) && outside(x2!, y2!)).toBe(true);
      expect(x1 === x2 || y1 === y2).toBe(true);
    }
  });

  it('draws the 1080×1920 status image whose QR code decodes to the public link', async () => {
    const png = await renderer.render(CONTENT, 'story');
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1080, 1920]);
    expect(await decodePngQr(png)).toBe(CONTENT.publicUrl);
  });

  it('keeps long names on the card, each on its line, and the code still decodes', async () => {
    const long = { ...CONTENT, yourName: 'Maria Eduarda Cavalcanti de Albuquerque', lovedName: 'Luiz Henrique Vasconcelos' };
    expect(await decodePngQr(await renderer.render(long, 'story'))).toBe(CONTENT.publicUrl);
    expect(decodePdfQr(await renderer.render(long, 'a6'))).toBe(CONTENT.publicUrl);
  });

  it('serves an unchanged card from memory and draws a new one when the date or the link changes', async () => {
    const first = await renderer.render(CONTENT, 'story');
    expect(await renderer.render({ ...CONTENT }, 'story')).toBe(first);
    const edited = await renderer.render({ ...CONTENT, datingSince: '2020-01-05' }, 'story');
    expect(Buffer.from(edited).equals(Buffer.from(first))).toBe(false);
    const moved = await renderer.render({ ...CONTENT, publicUrl: 'https://memories.example/ana-e-joao/other0000000000' }, 'a6');
    expect(decodePdfQr(moved)).toBe('https://memories.example/ana-e-joao/other0000000000');
  });

  it('says when a page with a reveal date opens, under a code that still decodes', async () => {
    expect(SHARE_CARD_TEXT.callToActionOn(new Date('2026-06-12T03:00:00.000Z'))).toBe('Abra em 12/06: aponte a câmera do celular');
    const plain = await renderer.render(CONTENT, 'story');
    const sealed = await renderer.render({ ...CONTENT, opensAt: new Date('2026-06-12T03:00:00.000Z') }, 'story');
    expect(Buffer.from(sealed).equals(Buffer.from(plain))).toBe(false);
    expect(await decodePngQr(sealed)).toBe(CONTENT.publicUrl);
    expect(decodePdfQr(await renderer.render({ ...CONTENT, opensAt: new Date('2026-06-12T03:00:00.000Z') }, 'a6'))).toBe(CONTENT.publicUrl);
  });
});
