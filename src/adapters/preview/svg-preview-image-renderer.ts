import { loadSharp } from '../shared/load-sharp.js';
import { blend } from '../../domain/look/contrast.js';
import { DEFAULT_FALLING_EMOJI, FALLING_EMOJI_SHAPES, type FallingEmojiName } from '../../domain/look/falling-emoji.js';
import { DEFAULT_PALETTE, GLOW_OPACITY, PALETTES, type PaletteName } from '../../domain/look/palettes.js';
import { coupleTitle, LINK_PREVIEW_TEXT, togetherSinceText } from '../../texts/link-preview.pt-br.js';
import { FontChain, fontsourceFiles, textOutline, type TextOutline } from '../shared/glyph-text.js';
import { PREVIEW_DESIGN_VERSION, PREVIEW_HEIGHT, PREVIEW_WIDTH, type PreviewCard } from './preview-design.js';
import { DEFAULT_SHOP_NAME } from '../../domain/shop/shop-content.js';

/** The brand's gold, the same in every palette. */
const GOLD = '#e0a33a';

/** The colours of an image in a palette: the page's backdrop lit by its glow, its words, its accent and its shape. */
interface PreviewLook {
  readonly from: string;
  readonly to: string;
  readonly text: string;
  readonly softText: string;
  readonly accent: string;
  readonly shape: string;
}

function previewLook(name: PaletteName = DEFAULT_PALETTE, emoji: FallingEmojiName = DEFAULT_FALLING_EMOJI): PreviewLook {
  const p = PALETTES[name];
  // The words stand on the glow over the backdrop's top at most (GLOW_OPACITY): pairs the palettes' contrast test checks.
  return {
    from: blend(p.glow, p.backdropTop, 0.2),
    to: blend(p.glow, p.backdropTop, GLOW_OPACITY),
    text: p.text,
    softText: p.softText,
    accent: p.accentDeep,
    shape: FALLING_EMOJI_SHAPES[emoji],
  };
}

const MARGIN = 80;
const TEXT_WIDTH = PREVIEW_WIDTH - 2 * MARGIN;
/** Names are drawn this large when they fit, on two lines below ONE_LINE_MIN, never below SMALLEST (then cut with '…'). */
const NAMES_MAX = 116;
const ONE_LINE_MIN = 72;
const SMALLEST = 44;
/** Laid out once at this size, then scaled. */
const LAYOUT_SIZE = 100;

interface PlacedLine {
  readonly line: TextOutline;
  readonly size: number;
}

/**
 * Draws the 1200×630 image a shared link shows: the couple's names in Fraunces and the day they started, on the
 * product's wine background with its heart. The text is drawn as glyph outlines (fontkit, from the web app's own
 * woff2 files), so rasterising the SVG with sharp needs no font installed on the machine.
 */
export class SvgPreviewImageRenderer {
  private readonly display = new FontChain([
    ...fontsourceFiles('fraunces', 'wght', ['latin', 'latin-ext', 'vietnamese']),
    ...fontsourceFiles('inter', 'wght', ['latin-ext', 'cyrillic', 'cyrillic-ext', 'greek']),
  ]);
  private readonly body = new FontChain(fontsourceFiles('inter', 'wght', ['latin', 'latin-ext', 'cyrillic', 'greek']));

  readonly designVersion = PREVIEW_DESIGN_VERSION;

  /** The PNG of one page, with the shop's name (`brand`) at its foot. */
  async render(card: PreviewCard, brand: string = DEFAULT_SHOP_NAME): Promise<Buffer> {
    const names = this.nameLines(card.yourName, card.lovedName);
    const since = togetherSinceText(card.datingSince);
    const look = previewLook(card.palette, card.fallingEmoji);
    return rasterise(this.svg(names, since === null ? null : textOutline(this.body, since, 40), look, brand));
  }

  /** The PNG of a page that is not there (unknown, unpaid, ended): the product, no names. */
  async renderGeneric(brand: string = DEFAULT_SHOP_NAME): Promise<Buffer> {
    const title = textOutline(this.display, LINK_PREVIEW_TEXT.genericImageTitle, 88);
    const subtitle = textOutline(this.body, LINK_PREVIEW_TEXT.genericImageSubtitle, 36);
    return rasterise(this.svg([{ line: title, size: 88 }], subtitle, previewLook(), brand));
  }

  /** 'Ana & João' on one line when it fits large enough, else 'Ana &' over 'João', shrunk and at last cut to fit. */
  private nameLines(yourName: string, lovedName: string): PlacedLine[] {
    const one = textOutline(this.display, coupleTitle(yourName, lovedName), LAYOUT_SIZE);
    const oneSize = sizeToFit(one);
    if (oneSize >= ONE_LINE_MIN) return [{ line: one, size: oneSize }];
    const lines = [textOutline(this.display, `${yourName} &`, LAYOUT_SIZE), textOutline(this.display, lovedName, LAYOUT_SIZE)];
    const size = Math.max(SMALLEST, Math.min(...lines.map(sizeToFit)));
    return [this.cut(`${yourName} &`, lines[0]!, size), this.cut(lovedName, lines[1]!, size)];
  }

  /** The line as it is when it fits at `size`, else as many of its letters as fit, followed by '…'. */
  private cut(text: string, laid: TextOutline, size: number): PlacedLine {
    if ((laid.width * size) / LAYOUT_SIZE <= TEXT_WIDTH) return { line: laid, size };
    const graphemes = [...new Intl.Segmenter('pt-BR', { granularity: 'grapheme' }).segment(text)].map((part) => part.segment);
    for (let keep = graphemes.length - 1; keep > 0; keep--) {
      const line = textOutline(this.display, `${graphemes.slice(0, keep).join('').trimEnd()}…`, LAYOUT_SIZE);
      if ((line.width * size) / LAYOUT_SIZE <= TEXT_WIDTH) return { line, size };
    }
    return { line: textOutline(this.display, '…', LAYOUT_SIZE), size };
  }

  private svg(headline: readonly PlacedLine[], subtitle: TextOutline | null, look: PreviewLook, brand: string): string {
    const lineHeights = headline.map((placed) => placed.size * 1.12);
    const subtitleGap = subtitle === null ? 0 : 84;
    const blockHeight = lineHeights.reduce((sum, h) => sum + h, 0) + subtitleGap;
    let baseline = (PREVIEW_HEIGHT - blockHeight) / 2 + 40;
    const paths: string[] = [];
    headline.forEach((placed, i) => {
      baseline += lineHeights[i]! * 0.82;
      paths.push(placedPath(placed.line, placed.size / LAYOUT_SIZE, baseline, look.text));
      baseline += lineHeights[i]! * 0.18;
    });
    if (subtitle !== null) paths.push(placedPath(subtitle, 1, baseline + subtitleGap - 30, look.softText));
    const mark = textOutline(this.display, brand, 34);
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}">`,
      '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">',
      `<stop offset="0" stop-color="${look.from}"/><stop offset="1" stop-color="${look.to}"/></linearGradient></defs>`,
      `<rect width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" fill="url(#bg)"/>`,
      `<circle cx="1110" cy="70" r="220" fill="${look.accent}" opacity="0.14"/>`,
      `<circle cx="70" cy="590" r="180" fill="${look.accent}" opacity="0.12"/>`,
      `<g transform="translate(${PREVIEW_WIDTH / 2 - 30} 42) scale(1.875)">`,
      `<path d="${look.shape}" fill="${look.accent}"/></g>`,
      ...paths,
      `<path d="${mark.pathData}" transform="translate(${((PREVIEW_WIDTH - mark.width) / 2).toFixed(2)} 588)" fill="${GOLD}"/>`,
      '</svg>',
    ].join('');
  }
}

/** The size (px) at which a line laid out at LAYOUT_SIZE fills the text width, at most NAMES_MAX. */
function sizeToFit(line: TextOutline): number {
  if (line.width === 0) return NAMES_MAX;
  return Math.min(NAMES_MAX, (TEXT_WIDTH * LAYOUT_SIZE) / line.width);
}

/** A line centred across the image, its baseline at `baseline`. */
function placedPath(line: TextOutline, scale: number, baseline: number, fill: string): string {
  const x = (PREVIEW_WIDTH - line.width * scale) / 2;
  return `<path d="${line.pathData}" transform="translate(${x.toFixed(2)} ${baseline.toFixed(2)}) scale(${scale.toFixed(4)})" fill="${fill}"/>`;
}

async function rasterise(svg: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: false }).toBuffer();
}
