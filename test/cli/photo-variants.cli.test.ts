import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../support/cli/run-cli.js';
import { SupportData } from '../support/cli/support-data.js';
import { tempDir } from '../support/temp-dir.js';

/** `memories-cli photo-variants` on a data folder whose photos were stored before photos had smaller widths. */
// One Node process per command, compiling the CLI: a time budget on a busy machine, not a measurement.
vi.setConfig({ testTimeout: 240_000 });

let dir: { path: string; remove(): Promise<void> };
let env: Record<string, string>;

beforeEach(async () => {
  dir = await tempDir('memories-cli-widths-');
  env = { DATA_DIR: join(dir.path, 'data'), PUBLIC_URL: 'https://memories.test' };
});
afterEach(async () => {
  await dir.remove();
});

const uploads = () => join(env.DATA_DIR!, 'uploads');
const files = async () =>
  (await readdir(uploads(), { recursive: true }))
    .map(String)
    .filter((name) => name.endsWith('.webp'))
    .sort();
const avifFiles = async () => (await readdir(uploads(), { recursive: true })).map(String).filter((name) => name.endsWith('.avif'));
const widthFiles = async () => (await files()).filter((name) => /-(480|720|1080)\.webp$/.test(name));

describe('memories-cli photo-variants', () => {
  it('makes the 480, 720 and 1080 px widths of photos stored without them, once; --dry-run changes nothing', async () => {
    const data = await SupportData.open(env);
    try {
      await data.page({ email: 'ana@example.com' });
      await data.page({ email: 'bia@example.com' });
    } finally {
      await data.close();
    }
    const made = await widthFiles();
    expect(made).toHaveLength(6);
    // As a page bought before this version left them: the photo only.
    for (const file of made) await rm(join(uploads(), file));
    const photosOnly = await files();

    expect(await avifFiles()).toEqual([]);
    const dry = await runCli(['photo-variants', '--dry-run'], { env });
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('Seriam criadas: larguras de 2 foto(s) (nada foi alterado).');
    expect(dry.stdout).toContain('Seriam criadas: cópias AVIF de 2 foto(s); já feitas: 0.');
    expect(await files()).toEqual(photosOnly);

    const run = await runCli(['photo-variants'], { env });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Criadas: larguras de 2 foto(s).');
    // The pages are paid for: their photos also get the AVIF copies that save a fifth of the WebP, real AVIF files.
    expect(run.stdout).toContain('Criadas: cópias AVIF de 2 foto(s); já feitas: 0.');
    // jpegImage's 320 px photo: its AVIF is a sixth of its WebP, so every width of both photos has one.
    expect(await avifFiles()).toHaveLength(8);
    for (const file of await avifFiles()) {
      expect((await sharp(await readFile(join(uploads(), file))).metadata()).compression).toBe('av1');
    }
    expect(await widthFiles()).toEqual(made);
    for (const file of made) {
      const width = Number(/-(\d+)\.webp$/.exec(file)![1]);
      expect((await sharp(await readFile(join(uploads(), file))).metadata()).width).toBeLessThanOrEqual(width);
    }

    const again = await runCli(['photo-variants', '--json'], { env });
    expect(JSON.parse(again.stdout)).toEqual({
      dryRun: false,
      pages: 2,
      photos: 2,
      complete: 2,
      made: 0,
      missing: 0,
      avifMade: 0,
      avifComplete: 2,
      chapterPhotosMissing: 0,
    });
  });
});
