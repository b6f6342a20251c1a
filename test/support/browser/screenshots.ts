import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PNG } from 'pngjs';

/** How many distinct colours a screenshot holds (a blank or unstyled page has one or two). */
export function distinctColours(png: Buffer): number {
  const { data } = PNG.sync.read(png);
  const colours = new Set<number>();
  for (let i = 0; i < data.length; i += 4 * 7) colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
  return colours.size;
}

/** Keeps a screen a test painted as `{name}.png` in SCREENSHOT_DIR, when it is set, to look at. */
export async function keepScreenshot(png: Buffer, name: string): Promise<void> {
  const folder = process.env.SCREENSHOT_DIR;
  if (!folder) return;
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, `${name}.png`), png);
}
