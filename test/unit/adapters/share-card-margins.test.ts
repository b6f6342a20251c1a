import { describe, expect, it } from 'vitest';
import { cardFonts } from '../../../src/adapters/print/card-fonts.js';
import { cardSvg } from '../../../src/adapters/print/card-image.js';
import { cardLayout, type CardText } from '../../../src/adapters/print/card-layout.js';
import { cardColors, type CardShape } from '../../../src/adapters/print/card-shapes.js';
import { PrintShareCardRenderer } from '../../../src/adapters/print/print-share-card-renderer.js';
import type { ShareCardContent } from '../../../src/application/ports/share-card-renderer.js';
import { FALLING_EMOJI_NAMES } from '../../../src/domain/look/falling-emoji.js';
import { PALETTE_NAMES } from '../../../src/domain/look/palettes.js';
import { skyChart } from '../../../src/domain/sky/sky-chart.js';
import { SHARE_CARD_TEXT } from '../../../src/texts/share-card.pt-br.js';
import { decodePdfQr, inkBox, type InkBox } from '../../support/print/read-card.js';

/** The printed card is A6 on both papers (A4 places the same drawing in its middle); laid out here in millimetres. */
const A6 = { width: 105, height: 148 };
/** The least room, in millimetres, between anything printed on the card and the inside of its drawn border. */
const CLEARANCE = 4;
const PIXELS_PER_MM = 10;

const CONTENT: ShareCardContent = {
  yourName: 'Ana',
  lovedName: 'João',
  datingSince: '2021-06-12',
  publicUrl: 'https://memories.example/ana-clara-e-joao-pedro/k7irmadvcxgucx9b',
  opensAt: null,
  palette: 'rose',
  fallingEmoji: 'hearts',
};
const SHORT: CardText = {
  yourName: 'Ana',
  lovedName: 'João',
  since: SHARE_CARD_TEXT.since('2021-06-12'),
  callToAction: SHARE_CARD_TEXT.callToAction,
  link: 'https://memories.example/ana-e-joao/k7irmadvcxgucx9b',
};
/** Two first names each: the names take three lines at their full size, the tallest card there is. */
const DOUBLE: CardText = { ...SHORT, yourName: 'Ana Clara', lovedName: 'João Pedro' };
const LONG: CardText = {
  ...SHORT,
  yourName: 'Maria Eduarda Cavalcanti de Albuquerque',
  lovedName: 'Luiz Henrique Vasconcelos',
  link: 'https://presentes-do-coracao.example.com.br/maria-eduarda-cavalcanti-de-albuquerque-e-luiz-henrique/k7irmadvcxgucx9b',
};
/** The sky over Campinas at nine on the night of 12 June 2021: "O céu daquela noite" above the names. */
const SKY = skyChart(new Date('2021-06-13T00:00:00.000Z'), { latitude: -22.91, longitude: -47.07 });
const SEALED: CardText = { ...DOUBLE, callToAction: SHARE_CARD_TEXT.callToActionOn(new Date('2026-06-12T03:00:00.000Z')) };

/** The inside edge of the card's border (the cream panel within the rose line), and every ink drawn inside it. */
async function measure(text: CardText): Promise<{ inside: InkBox; content: InkBox; callToAction: InkBox }> {
  const shapes = cardLayout(text, A6.width, A6.height, cardFonts());
  const colors = cardColors(text.palette);
  const [paper, border, panel, ...content] = shapes as [CardShape, CardShape, CardShape, ...CardShape[]];
  expect([paper, border, panel].map((shape) => (shape.kind === 'rect' ? shape.color : shape.kind))).toEqual([
    colors.cream100,
    colors.rose200,
    colors.cream50,
  ]);
  if (panel.kind !== 'rect') throw new Error('the card has no panel');
  const inside = { left: panel.x, top: panel.y, right: panel.x + panel.width, bottom: panel.y + panel.height };
  const ink = async (drawn: CardShape[]) => (await inkBox(cardSvg(drawn, A6.width, A6.height), A6.width, A6.height, PIXELS_PER_MM))!;
  return { inside, content: await ink(content), callToAction: await ink([content.at(-1)!]) };
}

function room(inside: InkBox, ink: InkBox): number {
  return Math.min(ink.left - inside.left, ink.top - inside.top, inside.right - ink.right, inside.bottom - ink.bottom);
}

describe('the printed card keeps its text clear of its border', () => {
  it.each([
    ['short names', SHORT],
    ['long names shrunk to fit, and a long link', LONG],
    ['two first names each, on their lines', DOUBLE],
    ['accented capitals on their lines', { ...DOUBLE, yourName: 'Ágata Ísis', lovedName: 'Ômar Ítalo' }],
    ['two first names each and a reveal date under the code', SEALED],
    ['the sky above short names', { ...SHORT, sky: SKY }],
    ['the sky above two first names each and a reveal date under the code', { ...SEALED, sky: SKY }],
  ])('leaves at least 4 mm around "Aponte a câmera do celular" and everything else (%s)', async (_, text) => {
    const { inside, content, callToAction } = await measure(text);
    expect(callToAction.bottom).toBeGreaterThan(callToAction.top);
    expect(inside.bottom - callToAction.bottom).toBeGreaterThanOrEqual(CLEARANCE);
    expect(room(inside, callToAction)).toBeGreaterThanOrEqual(CLEARANCE);
    expect(room(inside, content)).toBeGreaterThanOrEqual(CLEARANCE);
  });

  it('keeps that room in every palette and with every shape above the names', async () => {
    for (const palette of PALETTE_NAMES) {
      for (const fallingEmoji of FALLING_EMOJI_NAMES) {
        const { inside, content } = await measure({ ...SEALED, palette, fallingEmoji });
        expect({ palette, fallingEmoji, room: room(inside, content) >= CLEARANCE }).toEqual({ palette, fallingEmoji, room: true });
      }
    }
  });
});

describe('the code on the tallest card', () => {
  it('gives up only what the border needs and still decodes on A6 and A4', async () => {
    const renderer = new PrintShareCardRenderer();
    const content = { ...CONTENT, yourName: DOUBLE.yourName, lovedName: DOUBLE.lovedName };
    for (const paper of ['a6', 'a4'] as const) expect(decodePdfQr(await renderer.render(content, paper))).toBe(content.publicUrl);
    const code = cardLayout(DOUBLE, A6.width, A6.height, cardFonts()).find((shape) => shape.kind === 'qr')!;
    const side = code.kind === 'qr' ? code.moduleSize * (code.modules.length + 4) : 0;
    expect(side).toBeGreaterThan(45);
    expect(side).toBeLessThan(0.56 * A6.width);
  });

  it('still decodes, and stays over 40 mm wide, with the sky above the tallest names', async () => {
    const renderer = new PrintShareCardRenderer();
    const content = { ...CONTENT, yourName: DOUBLE.yourName, lovedName: DOUBLE.lovedName, sky: { key: 'campinas', chart: SKY } };
    for (const paper of ['a6', 'a4'] as const) expect(decodePdfQr(await renderer.render(content, paper))).toBe(content.publicUrl);
    const shapes = cardLayout({ ...DOUBLE, sky: SKY }, A6.width, A6.height, cardFonts());
    const code = shapes.find((shape) => shape.kind === 'qr')!;
    const side = code.kind === 'qr' ? code.moduleSize * (code.modules.length + 4) : 0;
    // The sky shrinks first (to 14% of the width), then the code gives up the rest: 43 mm, which any phone reads.
    expect(side).toBeGreaterThan(40);
    // The disc, its rim and a dot for each star to magnitude 4 above the horizon.
    const dots = shapes.filter((shape) => shape.kind === 'rect' && shape.color === '#ffffff' && shape.width < 2);
    expect(dots.length).toBe(SKY.stars.filter((star) => star.magnitude <= 4).length);
  });
});
