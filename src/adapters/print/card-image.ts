import { loadSharp } from '../shared/load-sharp.js';
import type { CardFonts } from './card-fonts.js';
import { cardLayout, type CardText } from './card-layout.js';
import { darkRuns, type CardShape } from './card-shapes.js';

/** The status image of Instagram and WhatsApp: 9:16. */
export const STORY = { width: 1080, height: 1920 } as const;

/**
 * The card as a 1080 × 1920 PNG: the same shapes as the PDF in an SVG, text as glyph outlines (no system font is
 * needed), rasterised by sharp. QR modules fall on whole pixels.
 */
export async function storyImage(text: CardText, fonts: CardFonts): Promise<Buffer> {
  const shapes = cardLayout(text, STORY.width, STORY.height, fonts, { pixelModules: true });
  const sharp = await loadSharp();
  return sharp(Buffer.from(cardSvg(shapes, STORY.width, STORY.height)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export function cardSvg(shapes: readonly CardShape[], width: number, height: number): string {
  const body = shapes.map(svgOf).join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">\n${body}\n</svg>`;
}

function svgOf(shape: CardShape): string {
  if (shape.kind === 'rect') {
    return `<rect x="${n(shape.x)}" y="${n(shape.y)}" width="${n(shape.width)}" height="${n(shape.height)}" rx="${n(shape.radius)}" fill="${shape.color}"/>`;
  }
  if (shape.kind === 'path') {
    return `<path transform="translate(${n(shape.x)} ${n(shape.y)}) scale(${n(shape.scale)})" d="${shape.pathData}" fill="${shape.color}"/>`;
  }
  const rects = shape.modules.flatMap((row, r) =>
    darkRuns(row).map(
      ([column, length]) =>
        `<rect x="${n(shape.x + column * shape.moduleSize)}" y="${n(shape.y + r * shape.moduleSize)}" width="${n(length * shape.moduleSize)}" height="${n(shape.moduleSize)}"/>`,
    ),
  );
  return `<g fill="${shape.color}" shape-rendering="crispEdges">${rects.join('')}</g>`;
}

function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}
