import QRCode from 'qrcode';
import type { CardFonts } from './card-fonts.js';
import { cardColors, type CardColors, type CardShape, type QrShape } from './card-shapes.js';
import { DEFAULT_FALLING_EMOJI, FALLING_EMOJI_SHAPES, type FallingEmojiName } from '../../domain/look/falling-emoji.js';
import type { PaletteName } from '../../domain/look/palettes.js';
import type { SkyChart } from '../../domain/sky/sky-chart.js';
import { SKY_RIM, skyShapes } from './card-sky.js';
import { fittedOutline, textOutline, type TextOutline } from '../shared/glyph-text.js';

/** What a card says: both names, the line under them, the one line under the QR code, and the link the code opens. */
export interface CardText {
  readonly yourName: string;
  readonly lovedName: string;
  readonly since: string;
  readonly callToAction: string;
  readonly link: string;
  /** The page's palette and the shape above the names; absent: the product's own colours and a heart. */
  readonly palette?: PaletteName;
  readonly fallingEmoji?: FallingEmojiName;
  /** "O céu daquela noite", drawn above the names in place of the shape, when the owner asked for it. */
  readonly sky?: SkyChart;
}

/** A 24-unit heart (Material's "favorite"), drawn above the names. */
const HEART =
  'M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z';
/** Light modules around the code, in modules: the standard asks for 4; 2 inside a white panel scan just as well. */
const QUIET_ZONE = 2;
/** The code's side when the card has room for it, as a share of the width. */
const QR_SIDE = 0.56;
/** The panel's border: this far in from the card's edge, this thick (shares of the width). */
const BORDER_MARGIN = 0.05;
const BORDER_WIDTH = 0.004;
/**
 * The sky's disc, as a share of the width: this wide where the card has room, down to SKY_DISC_LEAST for names on
 * three lines, so that the code keeps SKY_CODE_LEAST of the width (47 mm on A6) beside it.
 */
const SKY_DISC = 0.3;
const SKY_DISC_LEAST = 0.14;
const SKY_CODE_LEAST = 0.45;
/** The least room between the border and anything drawn inside it: 4.2 mm on the printed A6 card. */
const CLEARANCE = 0.04;

interface Block {
  readonly height: number;
  /** Adds the block's shapes with its top at `top`. */
  readonly draw: (top: number) => CardShape[];
}

export interface CardLayoutOptions {
  /** Whole-pixel modules, for a raster image (crisp edges). */
  readonly pixelModules?: boolean;
}

/**
 * The card in a `width` × `height` box: a framed panel, a heart, the names, the date, the QR code in a white square and
 * the line under it, centred. Every size follows the width, so A6 and the 1080 × 1920 image look alike.
 */
export function cardLayout(text: CardText, width: number, height: number, fonts: CardFonts, options: CardLayoutOptions = {}): CardShape[] {
  const w = width;
  const C = cardColors(text.palette);
  const rest: Block[] = [
    gap(0.03 * w),
    ...namesBlocks(text, w, fonts, C),
    gap(0.025 * w),
    lineBlock(fittedOutline(fonts.sans, text.since, 0.042 * w, 0.78 * w), w, C.ink500),
    gap(0.06 * w),
  ];
  const below: Block[] = [gap(0.05 * w), lineBlock(fittedOutline(fonts.sans, text.callToAction, 0.048 * w, 0.78 * w), w, C.ink700)];
  // Names on three lines leave the A6 card less height than the code's usual side: the code gives up what is missing
  // (down to about half the width at worst), so the line under it never reaches the border.
  const room = height - 2 * (BORDER_MARGIN + BORDER_WIDTH + CLEARANCE) * w;
  // The sky gives up height before the code does: the code keeps at least SKY_CODE_LEAST of the width beside it.
  const skyRoom = room - blocksHeight([...rest, ...below]) - SKY_CODE_LEAST * w;
  const ornament = text.sky
    ? skyBlock(w, text.sky, Math.min(SKY_DISC * w, Math.max(SKY_DISC_LEAST * w, skyRoom)))
    : shapeBlock(w, C, text.fallingEmoji ?? DEFAULT_FALLING_EMOJI);
  const above = [ornament, ...rest];
  const qrSide = Math.min(QR_SIDE * w, room - blocksHeight([...above, ...below]));
  const blocks = [...above, qrBlock(text.link, qrSide, w, options.pixelModules === true, C), ...below];
  let top = (height - blocksHeight(blocks)) / 2;
  const shapes = frame(width, height, C);
  for (const block of blocks) {
    shapes.push(...block.draw(top));
    top += block.height;
  }
  return shapes;
}

/** The cream card, the rose line of the panel's border and the lighter panel inside it. */
function frame(width: number, height: number, C: CardColors): CardShape[] {
  const margin = BORDER_MARGIN * width;
  const border = BORDER_WIDTH * width;
  return [
    { kind: 'rect', x: 0, y: 0, width, height, radius: 0, color: C.cream100 },
    { kind: 'rect', x: margin, y: margin, width: width - 2 * margin, height: height - 2 * margin, radius: 0.05 * width, color: C.rose200 },
    {
      kind: 'rect',
      x: margin + border,
      y: margin + border,
      width: width - 2 * (margin + border),
      height: height - 2 * (margin + border),
      radius: 0.046 * width,
      color: C.cream50,
    },
  ];
}

function blocksHeight(blocks: readonly Block[]): number {
  return blocks.reduce((sum, block) => sum + block.height, 0);
}

function gap(height: number): Block {
  return { height, draw: () => [] };
}

/** The page's falling emoji above the names: the card's own heart for hearts, else the page's shape (32 units). */
function shapeBlock(w: number, C: CardColors, emoji: FallingEmojiName): Block {
  const size = 0.07 * w;
  const [pathData, units] = emoji === DEFAULT_FALLING_EMOJI ? [HEART, 24] : [FALLING_EMOJI_SHAPES[emoji], 32];
  return { height: size, draw: (top) => [{ kind: 'path', x: (w - size) / 2, y: top, scale: size / units, pathData, color: C.rose500 }] };
}

/** The sky of that night, a disc `size` wide (its rim included) above the names. */
function skyBlock(w: number, sky: SkyChart, size: number): Block {
  return { height: size, draw: (top) => skyShapes(sky, w / 2, top + size / 2, size / 2 / SKY_RIM) };
}

/** A centred line of text, its box from the font's ascender to its descender. */
function lineBlock(outline: TextOutline, w: number, color: string): Block {
  return {
    height: outline.ascent + outline.descent,
    draw: (top) => [{ kind: 'path', x: (w - outline.width) / 2, y: top + outline.ascent, scale: 1, pathData: outline.pathData, color }],
  };
}

/** "Ana & João" on one line when it fits large enough; else each name on its line with the "&" between them. */
function namesBlocks(text: CardText, w: number, fonts: CardFonts, C: CardColors): Block[] {
  const size = 0.12 * w;
  const maxWidth = 0.8 * w;
  const couple = `${text.yourName} & ${text.lovedName}`;
  const oneLine = textOutline(fonts.display, couple, size);
  // Shrunk to fit, one line stays while it is at least 70% of the full size; longer names get a line each.
  if (oneLine.width <= maxWidth / 0.7) return [lineBlock(fittedOutline(fonts.display, couple, size, maxWidth), w, C.wine700)];
  return [
    lineBlock(fittedOutline(fonts.display, text.yourName, size, maxWidth), w, C.wine700),
    lineBlock(textOutline(fonts.display, '&', 0.08 * w), w, C.rose500),
    lineBlock(fittedOutline(fonts.display, text.lovedName, size, maxWidth), w, C.wine700),
  ];
}

/** The QR code of `link` (level M), at most `target` wide, its modules drawn as rectangles on a white rounded square. */
function qrBlock(link: string, target: number, w: number, pixelModules: boolean, C: CardColors): Block {
  const matrix = qrModules(link);
  const count = matrix.length + 2 * QUIET_ZONE;
  const moduleSize = pixelModules ? Math.floor(target / count) : target / count;
  const side = moduleSize * count;
  return {
    height: side,
    draw: (blockTop) => {
      const x = pixelModules ? Math.round((w - side) / 2) : (w - side) / 2;
      const top = pixelModules ? Math.round(blockTop) : blockTop;
      const qr: QrShape = {
        kind: 'qr',
        x: x + QUIET_ZONE * moduleSize,
        y: top + QUIET_ZONE * moduleSize,
        moduleSize,
        modules: matrix,
        color: C.wine900,
      };
      return [{ kind: 'rect', x, y: top, width: side, height: side, radius: 1.5 * moduleSize, color: C.white }, qr];
    },
  };
}

/** The modules of the QR code of `text`, level M, as rows of booleans (true: dark). */
export function qrModules(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) => Array.from({ length: modules.size }, (_, column) => Boolean(modules.get(row, column))));
}
