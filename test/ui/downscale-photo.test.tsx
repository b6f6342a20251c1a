// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downscalePhoto, scaledSize } from '../../src/ui/lib/downscale-photo.js';

const original = (bytes = 50_000, name = 'IMG_0001.HEIC.jpeg') => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg', lastModified: 42 });

/** A decoder and canvas that record what they were asked, and encode to `encodedBytes`. */
function fakeGraphics(width: number, height: number, encodedBytes = 6_000) {
  const bitmap = { width, height, close: vi.fn() };
  const decode = vi.fn(async () => bitmap);
  const drawn: unknown[][] = [];
  const encoded: unknown[] = [];
  const filled: unknown[][] = [];
  class FakeCanvas {
    constructor(
      readonly width: number,
      readonly height: number,
    ) {}
    getContext() {
      const context = {
        drawImage: (...args: unknown[]) => drawn.push(args),
        fillRect: (...args: unknown[]) => filled.push([context.fillStyle, ...args]),
        fillStyle: '#000',
        imageSmoothingEnabled: false,
        imageSmoothingQuality: 'low',
      };
      return context;
    }
    async convertToBlob(options: unknown) {
      encoded.push(options);
      return new Blob([new Uint8Array(encodedBytes)], { type: 'image/jpeg' });
    }
  }
  vi.stubGlobal('createImageBitmap', decode);
  vi.stubGlobal('OffscreenCanvas', FakeCanvas);
  return { bitmap, decode, drawn, encoded, filled };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('downscaling a photo before the upload', () => {
  it('brings the long edge to 1600 px (the largest width the server keeps), keeping the proportions', () => {
    expect(scaledSize(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(scaledSize(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(scaledSize(1601, 1000)).toEqual({ width: 1600, height: 999 });
    expect(scaledSize(1600, 1000)).toBeNull();
    expect(scaledSize(800, 600)).toBeNull();
  });

  it('redraws a camera photo upright at 1600 px and sends it as a JPEG at 0.85', async () => {
    const graphics = fakeGraphics(4032, 3024);
    const photo = original();
    const sent = await downscalePhoto(photo);

    expect(graphics.decode).toHaveBeenCalledWith(photo, { imageOrientation: 'from-image' });
    expect(graphics.drawn).toEqual([[graphics.bitmap, 0, 0, 1600, 1200]]);
    // JPEG has no alpha: the canvas is painted white first, so a transparent PNG does not turn black.
    expect(graphics.filled).toEqual([['#fff', 0, 0, 1600, 1200]]);
    expect(graphics.encoded).toEqual([{ type: 'image/jpeg', quality: 0.85 }]);
    expect(sent).not.toBe(photo);
    expect(sent.size).toBe(6_000);
    expect(sent.type).toBe('image/jpeg');
    expect(sent.name).toBe('IMG_0001.HEIC.jpg');
    expect(graphics.bitmap.close).toHaveBeenCalled();
  });

  it('keeps a photo that already fits untouched', async () => {
    const graphics = fakeGraphics(1600, 1200);
    const photo = original(3_000);
    expect(await downscalePhoto(photo)).toBe(photo);
    expect(graphics.drawn).toEqual([]);
    expect(graphics.bitmap.close).toHaveBeenCalled();
  });

  it('keeps the original when the copy would not be smaller', async () => {
    fakeGraphics(4000, 3000, 9_000);
    const photo = original(8_000);
    expect(await downscalePhoto(photo)).toBe(photo);
  });

  it('sends the original when the browser cannot decode it (the server still checks it)', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => Promise.reject(new DOMException('bad', 'InvalidStateError'))),
    );
    const photo = original();
    expect(await downscalePhoto(photo)).toBe(photo);
  });
});
