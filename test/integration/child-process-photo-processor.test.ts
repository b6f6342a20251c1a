import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { ChildProcessPhotoProcessor } from '../../src/adapters/photos/child-process-photo-processor.js';
import { DomainError } from '../../src/domain/shared/domain-error.js';
import { eventually } from '../support/eventually.js';
import { rejectionOf } from '../support/rejection.js';
import { heicAnnouncing, heicWithSpoiledPixels } from '../support/spoiled-heic.js';
import { tempDir } from '../support/temp-dir.js';
import { HEIC_PHOTO_PATH } from '../support/test-images.js';

const limits = { maxBytes: 20 * 1024 * 1024, maxPixels: 50_000_000 };
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 255, g: 0, b: 0 } } })
    .jpeg()
    .toBuffer();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('ChildProcessPhotoProcessor', () => {
  const processors: ChildProcessPhotoProcessor[] = [];
  const make = (options: Partial<ConstructorParameters<typeof ChildProcessPhotoProcessor>[0]> = {}) => {
    const processor = new ChildProcessPhotoProcessor({ ...limits, ...options });
    processors.push(processor);
    return processor;
  };
  afterEach(async () => {
    await Promise.all(processors.splice(0).map((processor) => processor.close()));
  });

  it('starts no process until the first upload, then processes uploads side by side in one worker', async () => {
    const processor = make();
    expect(processor.workerPid).toBeNull();

    const photos = await Promise.all([jpeg(4000, 3000), jpeg(300, 200), jpeg(3000, 4000)].map(async (input) => processor.process(await input)));

    expect(photos.map(({ width, height, extension }) => ({ width, height, extension }))).toEqual([
      { width: 1600, height: 1200, extension: 'webp' },
      { width: 300, height: 200, extension: 'webp' },
      { width: 1200, height: 1600, extension: 'webp' },
    ]);
    expect(await sharp(photos[0]!.bytes).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    expect(processor.workerPid).not.toBe(process.pid);
    expect(alive(processor.workerPid!)).toBe(true);
  });

  it('takes uploads staged in files by their path, and rejects a staged file that is not an image', async () => {
    const processor = make();
    const dir = await tempDir();
    try {
      const staged = async (name: string, bytes: Buffer) => {
        const path = join(dir.path, name);
        await writeFile(path, bytes);
        return { path, byteLength: bytes.byteLength };
      };
      const photo = await processor.process(await staged('a.upload', await jpeg(3000, 4000)));
      expect(await sharp(photo.bytes).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 1600 });

      const junk = await staged('b.upload', Buffer.from('not a photo'));
      expect((await rejectionOf(processor.process(junk), DomainError)).code).toBe('photo.invalid-image');
      const whole = await jpeg(60, 40);
      const truncated = await staged('c.upload', whole.subarray(0, Math.floor(whole.length * 0.6)));
      expect((await rejectionOf(processor.process(truncated), DomainError)).code).toBe('photo.invalid-image');
    } finally {
      await dir.remove();
    }
  });

  it('decodes an iPhone HEIC in the worker, from bytes and from a staged file: upright, without its EXIF', async () => {
    const processor = make();
    const heic = readFileSync(HEIC_PHOTO_PATH);
    const dir = await tempDir();
    try {
      const path = join(dir.path, 'iphone.upload');
      await writeFile(path, heic);
      const photos = [await processor.process(heic), await processor.process({ path, byteLength: heic.byteLength })];
      for (const photo of photos) {
        expect(photo).toMatchObject({ width: 64, height: 48, extension: 'webp' });
        const { data, info } = await sharp(photo.bytes).raw().toBuffer({ resolveWithObject: true });
        // Left half red, right half blue: the stored 48 × 64 pixels turned by the file's irot, and only by it.
        expect([...data.subarray((24 * info.width + 8) * info.channels, (24 * info.width + 8) * info.channels + 3)]).toEqual([
          expect.closeTo(255, -2),
          expect.closeTo(0, -2),
          expect.closeTo(0, -2),
        ]);
        expect((await sharp(photo.bytes).metadata()).exif).toBeUndefined();
      }
    } finally {
      await dir.remove();
    }
  });

  it('rejects with the same photo.* errors as the processor it runs, details included', async () => {
    const processor = make({ maxPixels: 64 * 48 - 1 });
    const whole = await jpeg(60, 40);
    const truncated = whole.subarray(0, Math.floor(whole.length * 0.6));

    expect((await rejectionOf(processor.process(truncated), DomainError)).code).toBe('photo.invalid-image');
    const tooManyPixels = await rejectionOf(processor.process(await jpeg(64, 48)), DomainError);
    expect(tooManyPixels.code).toBe('photo.too-many-pixels');
    expect(tooManyPixels.details).toEqual({ limitPixels: 64 * 48 - 1 });
  });

  it('refuses an oversized or unrecognisable upload without starting a worker', async () => {
    const processor = make({ maxBytes: 100 });

    const tooLarge = await rejectionOf(processor.process(await jpeg(64, 48)), DomainError);
    const notAnImage = await rejectionOf(processor.process(new TextEncoder().encode('texto')), DomainError);

    expect(tooLarge.code).toBe('photo.too-large');
    expect(tooLarge.details).toEqual({ limitBytes: 100 });
    expect(notAnImage.code).toBe('photo.invalid-image');
    expect(processor.workerPid).toBeNull();
  });

  it('lets the worker exit once idle, and starts a new one for the next upload', async () => {
    const processor = make({ idleMs: 200 });
    await processor.process(await jpeg(64, 48));
    const first = processor.workerPid!;

    await eventually(() => (alive(first) ? undefined : true), 10_000, 'the idle worker to exit');
    expect(processor.workerPid).toBeNull();

    await expect(processor.process(await jpeg(64, 48))).resolves.toMatchObject({ width: 64 });
    expect(processor.workerPid).not.toBe(first);
  });

  it('gives back what a worker kept every 30 uploads: it exits at its first moment without work, long before idleMs', async () => {
    const processor = make({ idleMs: 600_000 });
    const small = await jpeg(64, 48);
    await processor.process(small);
    const first = processor.workerPid!;
    // One upload at a time: the worker is without work after each, yet stays for the next until its thirtieth.
    for (let i = 2; i < 30; i++) await processor.process(small);
    expect(processor.workerPid).toBe(first);

    await processor.process(small);
    expect(processor.workerPid).toBeNull();
    await eventually(() => (alive(first) ? undefined : true), 10_000, 'the recycled worker to exit');
    await expect(processor.process(small)).resolves.toMatchObject({ width: 64 });
    expect(processor.workerPid).not.toBe(first);
  });

  it('fails the uploads under way when the worker dies, and recovers with a new one', async () => {
    const processor = make();
    await processor.process(await jpeg(64, 48));
    const pid = processor.workerPid!;

    const underWay = processor.process(await jpeg(4000, 3000));
    process.kill(pid, 'SIGKILL');

    await expect(underWay).rejects.toThrow(/photo worker exited/);
    await expect(processor.process(await jpeg(64, 48))).resolves.toMatchObject({ width: 64 });
    expect(processor.workerPid).not.toBe(pid);
  });

  it('gives the worker none of the server’s settings', async () => {
    const before = process.env.APP_SECRET;
    process.env.APP_SECRET = 'a-secret-the-photo-worker-must-not-see';
    try {
      const processor = make();
      await processor.process(await jpeg(64, 48));

      const environment = readFileSync(`/proc/${processor.workerPid}/environ`, 'utf8');
      expect(environment).not.toContain('APP_SECRET');
      expect(environment).not.toContain('a-secret-the-photo-worker-must-not-see');
      // Nothing but Node's own IPC channel.
      expect(environment.split('\0').filter((entry) => entry && !entry.startsWith('NODE_CHANNEL_'))).toEqual([]);
    } finally {
      if (before === undefined) delete process.env.APP_SECRET;
      else process.env.APP_SECRET = before;
    }
  });

  it('stops the worker on close', async () => {
    const processor = make();
    await processor.process(await jpeg(64, 48));
    const pid = processor.workerPid!;

    await processor.close();

    expect(processor.workerPid).toBeNull();
    await eventually(() => (alive(pid) ? undefined : true), 10_000, 'the worker to exit');
  });

  it('decodes each HEIC in a worker of its own that exits once it has answered, beside the worker of other photos', async () => {
    const processor = make({ idleMs: 600_000 });
    const heic = readFileSync(HEIC_PHOTO_PATH);
    await processor.process(await jpeg(64, 48));
    const photoWorker = processor.workerPid!;

    const decoding = processor.process(heic);
    const heicWorker = await eventually(() => processor.heicWorkerPid ?? undefined, 10_000, 'the HEIC worker');
    await expect(decoding).resolves.toMatchObject({ width: 64, height: 48 });

    expect(heicWorker).not.toBe(photoWorker);
    expect(processor.heicWorkerPid).toBeNull();
    await eventually(() => (alive(heicWorker) ? undefined : true), 10_000, 'the HEIC worker to exit');
    expect(processor.workerPid).toBe(photoWorker);
    await processor.process(heic);
    expect(processor.workerPid).toBe(photoWorker);
  });

  it('decodes two HEICs sent at once one after the other: the second worker starts once the first has answered', async () => {
    const processor = make({ idleMs: 600_000 });
    const heic = readFileSync(HEIC_PHOTO_PATH);
    const workers: { pid: number; firstAnswered: boolean }[] = [];
    let firstAnswered = false;
    const sampler = setInterval(() => {
      const pid = processor.heicWorkerPid;
      if (pid !== null && !workers.some((worker) => worker.pid === pid)) workers.push({ pid, firstAnswered });
    }, 1);
    try {
      const first = processor.process(heic).then(() => (firstAnswered = true));
      await Promise.all([first, processor.process(heic)]);
    } finally {
      clearInterval(sampler);
    }

    expect(workers).toEqual([
      { pid: expect.any(Number), firstAnswered: false },
      { pid: expect.any(Number), firstAnswered: true },
    ]);
    expect(workers[1]!.pid).not.toBe(workers[0]!.pid);
    expect(processor.heicWorkerPid).toBeNull();
    expect(processor.workerPid).toBeNull();
  });

  it('refuses a HEIC above 25 MP (an iPhone’s 48 MP photo) before decoding it, as a HEIC', async () => {
    const processor = make();
    const refused = await rejectionOf(processor.process(heicAnnouncing(6048, 8064)), DomainError);
    expect(refused.code).toBe('photo.too-many-pixels');
    expect(refused.details).toEqual({ limitPixels: 25_000_000, format: 'heic' });
    await expect(processor.process(readFileSync(HEIC_PHOTO_PATH))).resolves.toMatchObject({ width: 64 });
  });

  it('refuses a HEIC whose pixels do not decode with the decoder’s words for the logs, none of them on stdout', async () => {
    const dir = await tempDir();
    try {
      const path = join(dir.path, 'spoiled.heic');
      await writeFile(path, heicWithSpoiledPixels());
      const compiled = inject('compiledProduct') as string;
      const script = pathToFileURL(join(compiled, 'src/adapters/photos/child-process-photo-processor.js')).href;
      // A process of its own, whose stdout its workers inherit, as the server's.
      const { stdout, stderr } = await run('node', [
        '--input-type=module',
        '-e',
        `const { ChildProcessPhotoProcessor } = await import(${JSON.stringify(script)});
         const { readFileSync } = await import('node:fs');
         const processor = new ChildProcessPhotoProcessor({ maxBytes: 1e7, maxPixels: 5e7 });
         await processor.process(readFileSync(${JSON.stringify(path)})).catch((error) => console.error(error.code, error.cause));`,
      ]);

      expect(stderr).toMatch(/^photo\.invalid-image .*Decoding image failed.*Decoder plugin generated an error/);
      expect(stdout).toBe('');
    } finally {
      await dir.remove();
    }
  });
});

/** Runs a command to its end (its children's included: until every holder of its output has closed it). */
function run(command: string, args: string[]): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => resolve({ stdout, stderr }));
  });
}
