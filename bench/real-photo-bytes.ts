import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { photoVariantUrl, type PhotoWidth } from '../src/domain/memory/photo-variants.js';
import { pickWidth, SCREENS, slotWidth } from './photo-bytes.js';
import { progress } from './support/progress.js';
import { seedPremiumPage } from './support/seed-page.js';
import { startRealServer } from './support/servers.js';

/** Debian's package of real photographs (landscapes, portraits, macro; 1365×1074 to 5312×2988, 0.5–1.8 MB each). */
export const REAL_PHOTO_PACKAGE = 'lomiri-wallpapers-16.04';
/** A premium page holds three photos: the corpus is bought three at a time. */
const PHOTOS_PER_PAGE = 3;

/** What one screen downloads for one photo of the corpus. */
export interface RealScreenBytes {
  readonly label: string;
  /** The width Chromium picks (Lighthouse's phone is Chromium), and the one the spec's hint picks (Firefox, Safari). */
  readonly chromiumWidth: PhotoWidth;
  readonly width: PhotoWidth;
  /** Bytes of the larger of the two picks, as the server sends them, plus the placeholder carried in the page. */
  readonly bytes: number;
}

export interface RealPhoto {
  readonly name: string;
  readonly originalBytes: number;
  readonly placeholderBytes: number;
  readonly screens: readonly RealScreenBytes[];
}

export interface RealPhotoBytesFigures {
  readonly corpus: string;
  readonly photos: readonly RealPhoto[];
}

/** The corpus's photo files, installed from Debian where missing (never committed: they are the package's). */
export function corpusFiles(): string[] {
  const listed = () => spawnSync('dpkg', ['-L', REAL_PHOTO_PACKAGE], { encoding: 'utf8' });
  let files = listed();
  if (files.status !== 0) {
    progress(`realphotos: installing ${REAL_PHOTO_PACKAGE} from Debian`);
    const install = spawnSync('apt-get', ['install', '-y', REAL_PHOTO_PACKAGE], {
      encoding: 'utf8',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (install.status !== 0) throw new Error(`apt-get install -y ${REAL_PHOTO_PACKAGE} failed: ${install.stderr.trim().split('\n').pop() ?? ''}`);
    files = listed();
  }
  const photos = files.stdout.split('\n').filter((path) => /\.(jpe?g|png)$/i.test(path));
  if (photos.length === 0) throw new Error(`${REAL_PHOTO_PACKAGE} holds no photo`);
  return photos.sort();
}

/**
 * Buys every photo of the real-photo corpus through the product (a real server, premium pages of three photos, the
 * demo checkout), then, for each photo and each phone of SCREENS, fetches from the server the width that phone's
 * browser picks from the carousel's srcset and sizes, and adds the placeholder the page's JSON carries for the blur.
 */
export async function benchRealPhotoBytes(): Promise<RealPhotoBytesFigures> {
  const files = corpusFiles();
  const server = await startRealServer({ logLevel: 'warn', name: 'server (real photos)' });
  try {
    const photos: RealPhoto[] = [];
    for (let first = 0; first < files.length; first += PHOTOS_PER_PAGE) {
      const batch = files.slice(first, first + PHOTOS_PER_PAGE);
      progress(`realphotos: buying photos ${first + 1}–${first + batch.length} of ${files.length}`);
      const originals = await Promise.all(batch.map((path) => readFile(path)));
      const page = JSON.parse((await seedPremiumPage(server.port, originals)).body) as { photos: string[]; photoPlaceholders: (string | null)[] };
      for (const [at, path] of batch.entries()) {
        const placeholderBytes = Buffer.byteLength(page.photoPlaceholders[at] ?? '');
        const screens = await Promise.all(SCREENS.map((screen) => screenBytes(server.baseUrl, page.photos[at]!, placeholderBytes, screen)));
        photos.push({ name: path.split('/').pop()!, originalBytes: originals[at]!.byteLength, placeholderBytes, screens });
      }
    }
    return { corpus: REAL_PHOTO_PACKAGE, photos };
  } finally {
    await server.child.stop();
  }
}

async function screenBytes(
  baseUrl: string,
  storedPath: string,
  placeholderBytes: number,
  screen: (typeof SCREENS)[number],
): Promise<RealScreenBytes> {
  const slot = slotWidth(screen.viewportWidth, screen.dpr);
  const chromiumWidth = pickWidth(slot, screen.dpr, true);
  const width = pickWidth(slot, screen.dpr, false);
  const sizes = await Promise.all([...new Set([chromiumWidth, width])].map((w) => fileBytes(`${baseUrl}${photoVariantUrl(`/api${storedPath}`, w)}`)));
  return { label: screen.label, chromiumWidth, width, bytes: Math.max(...sizes) + placeholderBytes };
}

async function fileBytes(url: string): Promise<number> {
  const answer = await fetch(url);
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  return (await answer.arrayBuffer()).byteLength;
}
