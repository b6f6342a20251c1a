import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PROJECT_ROOT } from './paths.js';

/**
 * The floor a page is measured against: two static pages the product's own server sends from its UI folder
 * (dist/ui), so they travel the same middleware, compression and headers as the public page. They are written there
 * for the run (`.htm`, which the server sends as a file; its pages' `.html` it never sends by name) and removed after.
 */
export interface FloorPages {
  /** The gate's words, no style, no script, no font. */
  readonly textPath: string;
  /** The same, then the public page's first photo as a plain <img> (below the text: it shifts nothing). */
  readonly photoPath: string;
  remove(): Promise<void>;
}

const FOLDER = 'bench-floor';

const page = (body: string) =>
  [
    '<!doctype html>',
    '<html lang="pt-BR">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>floor</title></head>',
    `<body style="margin:0;font-family:serif;text-align:center">${body}</body>`,
    '</html>',
  ].join('\n');

const TEXT = '<h1>Uma surpresa<br>para você</h1><p>Clique</p><p>Toque no coração para abrir</p>';

export async function writeFloorPages(photoUrl: string): Promise<FloorPages> {
  const dir = join(PROJECT_ROOT, 'dist', 'ui', FOLDER);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'text.htm'), page(TEXT));
  await writeFile(join(dir, 'photo.htm'), page(`${TEXT}<img src="${photoUrl}" alt="" style="display:block;width:100%;height:auto">`));
  return {
    textPath: `/${FOLDER}/text.htm`,
    photoPath: `/${FOLDER}/photo.htm`,
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
