import type { ShareCardContent, ShareCardFormat, ShareCardRenderer } from '../../application/ports/share-card-renderer.js';
import { DEFAULT_SHOP_NAME } from '../../domain/shop/shop-content.js';
import { SHARE_CARD_TEXT } from '../../texts/share-card.pt-br.js';
import type { CardText } from './card-layout.js';

/** Cards kept in memory, the most recently used first out last: a few hundred kilobytes each at most. */
const CACHED_CARDS = 48;

export interface PrintShareCardRendererOptions {
  /** Uncompressed PDF content streams, so a test can read the drawing back. */
  readonly compressPdf?: boolean;
  /** The shop's name, the PDF's author ("memories" when not given). */
  readonly shopName?: string;
}

/**
 * Draws the cards with pdfkit (PDF) and sharp (PNG), and keeps the latest ones by their content: names, date, link and look.
 * An edit that changes what a card shows gives a new key, so a download is always current; an unchanged page is
 * served from memory. pdfkit, fontkit, qrcode and sharp are loaded with the first card, not at start.
 */
export class PrintShareCardRenderer implements ShareCardRenderer {
  private readonly cache = new Map<string, Promise<Uint8Array>>();

  constructor(private readonly options: PrintShareCardRendererOptions = {}) {}

  render(content: ShareCardContent, format: ShareCardFormat): Promise<Uint8Array> {
    const { yourName, lovedName, datingSince, publicUrl, opensAt, palette, fallingEmoji, sky } = content;
    const key = JSON.stringify([format, yourName, lovedName, datingSince, publicUrl, opensAt, palette, fallingEmoji, sky?.key ?? null]);
    const cached = this.cache.get(key);
    if (cached) {
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    const drawn = this.draw(content, format);
    this.cache.set(key, drawn);
    drawn.catch(() => this.cache.delete(key));
    while (this.cache.size > CACHED_CARDS) this.cache.delete(this.cache.keys().next().value!);
    return drawn;
  }

  private async draw(content: ShareCardContent, format: ShareCardFormat): Promise<Uint8Array> {
    const [{ cardFonts }, { cardPdf }, { storyImage }] = await Promise.all([
      import('./card-fonts.js'),
      import('./card-pdf.js'),
      import('./card-image.js'),
    ]);
    const text: CardText = {
      yourName: content.yourName,
      lovedName: content.lovedName,
      since: SHARE_CARD_TEXT.since(content.datingSince),
      callToAction: content.opensAt === null ? SHARE_CARD_TEXT.callToAction : SHARE_CARD_TEXT.callToActionOn(content.opensAt),
      link: content.publicUrl,
      palette: content.palette,
      fallingEmoji: content.fallingEmoji,
      ...(content.sky ? { sky: content.sky.chart } : {}),
    };
    if (format === 'story') return storyImage(text, cardFonts());
    return cardPdf(text, format, cardFonts(), {
      title: SHARE_CARD_TEXT.title(content.yourName, content.lovedName),
      author: this.options.shopName ?? DEFAULT_SHOP_NAME,
      cutHint: SHARE_CARD_TEXT.cutHint,
      ...(this.options.compressPdf === false ? { compress: false } : {}),
    });
  }
}
