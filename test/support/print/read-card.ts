import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import sharp from 'sharp';

/** The colour the cards draw QR modules in (wine-900, #4a0d22). */
const QR_RGB = [0x4a, 0x0d, 0x22] as const;

/** A filled rectangle of a PDF content stream, in the stream's own units, with its fill colour (0–255 each). */
export interface PdfRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly rgb: readonly [number, number, number];
}

/** Every content stream of a PDF, inflated when compressed (FlateDecode). */
export function pdfStreams(pdf: Uint8Array): string[] {
  const text = Buffer.from(pdf).toString('latin1');
  const streams: string[] = [];
  const pattern = /<<([\s\S]*?)>>\s*stream\r?\n/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const start = match.index + match[0].length;
    // The dictionary's /Length says where the data ends: compressed data may itself end in a line break's byte.
    const length = /\/Length (\d+)\b/.exec(match[1]!)?.[1];
    const end = length === undefined ? text.indexOf('endstream', start) : start + Number(length);
    const data = text.slice(start, end);
    const raw = Buffer.from(length === undefined ? data.replace(/\r?\n$/, '') : data, 'latin1');
    streams.push((match[1]!.includes('/FlateDecode') ? inflateSync(raw) : raw).toString('latin1'));
  }
  return streams;
}

/** The rectangles (`re`) a content stream fills (`f`), each with the colour set before the fill. */
export function filledRects(stream: string): PdfRect[] {
  const rects: PdfRect[] = [];
  let pending: number[][] = [];
  let rgb: [number, number, number] = [0, 0, 0];
  for (const line of stream.split('\n')) {
    const parts = line.trim().split(/\s+/);
    const op = parts.at(-1);
    const args = parts.slice(0, -1).map(Number);
    if (op === 're') pending.push(args);
    else if ((op === 'scn' || op === 'rg') && args.length === 3) rgb = args.map((value) => Math.round(value * 255)) as [number, number, number];
    else if (op === 'f' || op === 'f*') {
      rects.push(...pending.map(([x, y, width, height]) => ({ x: x!, y: y!, width: width!, height: height!, rgb })));
      pending = [];
    } else if (op === 'S' || op === 'n' || op === 'B') pending = [];
  }
  return rects;
}

/**
 * The QR code a PDF card draws, read back from its rectangles in the QR colour and decoded: the rectangles are
 * rasterised (8 px per module, 4 modules of quiet zone) and the picture given to a QR decoder (jsQR).
 */
export function decodePdfQr(pdf: Uint8Array): string | null {
  const rects = pdfStreams(pdf)
    .flatMap(filledRects)
    .filter((rect) => rect.rgb.every((value, index) => value === QR_RGB[index]));
  if (rects.length === 0) return null;
  const module = Math.min(...rects.map((rect) => rect.height));
  const left = Math.min(...rects.map((rect) => rect.x));
  const top = Math.min(...rects.map((rect) => rect.y));
  const size = Math.round((Math.max(...rects.map((rect) => rect.x + rect.width)) - left) / module);
  const dark = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  for (const rect of rects) {
    const row = Math.round((rect.y - top) / module);
    const first = Math.round((rect.x - left) / module);
    for (let column = first; column < first + Math.round(rect.width / module); column++) dark[row]![column] = true;
  }
  return decodeMatrix(dark);
}

/** A module matrix drawn black on white and read by jsQR. */
export function decodeMatrix(dark: readonly (readonly boolean[])[]): string | null {
  const scale = 8;
  const quiet = 4;
  const side = (dark.length + 2 * quiet) * scale;
  const png = new PNG({ width: side, height: side });
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / scale) - quiet;
      const column = Math.floor(x / scale) - quiet;
      const value = dark[row]?.[column] ? 0 : 255;
      const offset = (y * side + x) * 4;
      png.data[offset] = png.data[offset + 1] = png.data[offset + 2] = value;
      png.data[offset + 3] = 255;
    }
  }
  return jsQR.default(new Uint8ClampedArray(png.data), side, side)?.data ?? null;
}

/** The QR code in a PNG (the status image as it is, names, frame and all), read by jsQR. */
export async function decodePngQr(image: Uint8Array): Promise<string | null> {
  // libvips caches operations by their input's address: a new image in the memory of a freed one could be answered
  // with the old one's pixels. Reading back what the product drew must never come from that cache.
  sharp.cache(false);
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR.default(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

/** The number of pages of a PDF and the size of the first one, in points. */
export function pdfPages(pdf: Uint8Array): { count: number; width: number; height: number } {
  const text = Buffer.from(pdf).toString('latin1');
  const count = (text.match(/\/Type \/Page\b(?!s)/g) ?? []).length;
  const box = /\/MediaBox \[([\d.\s-]+)\]/.exec(text)?.[1]?.trim().split(/\s+/).map(Number) ?? [];
  return { count, width: box[2] ?? 0, height: box[3] ?? 0 };
}

/** Where a drawing's ink lies, in the units it was drawn in: left, top, right and bottom edges. */
export interface InkBox {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/**
 * The box of every pixel an SVG drawing inks (alpha above a quarter), rasterised by sharp at `pixelsPerUnit`, in the
 * drawing's own units; `null` when nothing is inked.
 */
export async function inkBox(svg: string, width: number, height: number, pixelsPerUnit: number): Promise<InkBox | null> {
  sharp.cache(false);
  const columns = Math.ceil(width * pixelsPerUnit);
  const rows = Math.ceil(height * pixelsPerUnit);
  const sized = svg.replace(/width="[\d.]+" height="[\d.]+"/, `width="${columns}" height="${rows}"`);
  const { data, info } = await sharp(Buffer.from(sized)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[(y * info.width + x) * info.channels + 3]! < 64) continue;
      left = Math.min(left, x);
      right = Math.max(right, x + 1);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y + 1);
    }
  }
  if (right < 0) return null;
  return { left: left / pixelsPerUnit, top: top / pixelsPerUnit, right: right / pixelsPerUnit, bottom: bottom / pixelsPerUnit };
}
