import PDFDocument from 'pdfkit';
import type { CardFonts } from './card-fonts.js';
import { cardLayout, type CardText } from './card-layout.js';
import { CARD_COLORS, cardColors, darkRuns, type CardShape } from './card-shapes.js';
import { textOutline } from '../shared/glyph-text.js';

/** Millimetres to PDF points. */
const mm = (value: number) => (value * 72) / 25.4;
const A6 = { width: mm(105), height: mm(148) };
const A4 = { width: mm(210), height: mm(297) };
/** The card's background runs this far past its cut lines, so a cut a little off shows no white edge. */
const BLEED = mm(3);
/** Crop marks: from this far outside the cut line, this long. */
const MARK_OFFSET = mm(4);
const MARK_LENGTH = mm(6);

export type CardPaper = 'a6' | 'a4';

export interface CardPdfOptions {
  /** Leaves the content streams uncompressed (for reading them back in tests). */
  readonly compress?: boolean;
  readonly title: string;
  /** The shop's name, the document's author. */
  readonly author: string;
  /** Under the card on A4: where to cut. */
  readonly cutHint: string;
}

/**
 * The card as a PDF: an A6 page that is the card, or an A4 page with the card in the middle, its background bleeding
 * past the cut lines and crop marks at the corners. Everything is vector: the QR code's modules are rectangles and the
 * text is the fonts' glyph outlines, so it prints sharp at any size and needs no font on the printer.
 */
export async function cardPdf(text: CardText, paper: CardPaper, fonts: CardFonts, options: CardPdfOptions): Promise<Buffer> {
  const size = paper === 'a6' ? A6 : A4;
  const doc = new PDFDocument({
    size: [size.width, size.height],
    margin: 0,
    compress: options.compress ?? true,
    info: { Title: options.title, Author: options.author, Creator: options.author },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const shapes = cardLayout(text, A6.width, A6.height, fonts);
  if (paper === 'a6') {
    drawShapes(doc, shapes);
  } else {
    const x = (A4.width - A6.width) / 2;
    const y = (A4.height - A6.height) / 2;
    doc.rect(x - BLEED, y - BLEED, A6.width + 2 * BLEED, A6.height + 2 * BLEED).fill(cardColors(text.palette).cream100);
    doc.save().translate(x, y);
    drawShapes(doc, shapes);
    doc.restore();
    cropMarks(doc, x, y);
    const hint = textOutline(fonts.sans, options.cutHint, 9);
    doc
      .save()
      .translate((A4.width - hint.width) / 2, y + A6.height + MARK_OFFSET + MARK_LENGTH + mm(6))
      .path(hint.pathData)
      .fill(CARD_COLORS.ink500)
      .restore();
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

function drawShapes(doc: PDFKit.PDFDocument, shapes: readonly CardShape[]): void {
  for (const shape of shapes) {
    if (shape.kind === 'rect') {
      if (shape.radius > 0) doc.roundedRect(shape.x, shape.y, shape.width, shape.height, shape.radius).fill(shape.color);
      else doc.rect(shape.x, shape.y, shape.width, shape.height).fill(shape.color);
    } else if (shape.kind === 'path') {
      doc.save().translate(shape.x, shape.y).scale(shape.scale).path(shape.pathData).fill(shape.color).restore();
    } else {
      shape.modules.forEach((row, r) => {
        for (const [column, length] of darkRuns(row)) {
          doc.rect(shape.x + column * shape.moduleSize, shape.y + r * shape.moduleSize, length * shape.moduleSize, shape.moduleSize);
        }
      });
      doc.fill(shape.color);
    }
  }
}

/** Two thin lines at each corner of the card at (x, y), outside it, along its edges. */
function cropMarks(doc: PDFKit.PDFDocument, x: number, y: number): void {
  const right = x + A6.width;
  const bottom = y + A6.height;
  for (const cornerX of [x, right]) {
    for (const cornerY of [y, bottom]) {
      const outX = cornerX === x ? -1 : 1;
      const outY = cornerY === y ? -1 : 1;
      doc.moveTo(cornerX + outX * MARK_OFFSET, cornerY).lineTo(cornerX + outX * (MARK_OFFSET + MARK_LENGTH), cornerY);
      doc.moveTo(cornerX, cornerY + outY * MARK_OFFSET).lineTo(cornerX, cornerY + outY * (MARK_OFFSET + MARK_LENGTH));
    }
  }
  doc.lineWidth(0.5).strokeColor('#000000').stroke();
}
