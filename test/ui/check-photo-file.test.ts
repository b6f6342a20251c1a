// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkPhotoFile, PHOTO_MAX_BYTES } from '../../src/ui/lib/check-photo-file.js';

const file = (name: string, type: string, bytes = 50_000) => new File([new Uint8Array(bytes)], name, { type });

/** A decoder that reads every file as a `width` × `height` photo (or fails), and a canvas that encodes to 6 KB. */
function decoder(width: number, height: number, fails = false) {
  const close = vi.fn();
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => (fails ? Promise.reject(new Error('cannot decode')) : { width, height, close })),
  );
  class FakeCanvas {
    getContext() {
      return { drawImage: () => undefined, fillRect: () => undefined };
    }
    async convertToBlob() {
      return new Blob([new Uint8Array(6_000)], { type: 'image/jpeg' });
    }
  }
  vi.stubGlobal('OffscreenCanvas', FakeCanvas);
  return { close };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('checking a photo when it is chosen', () => {
  it('refuses a file that is not an image without opening it', async () => {
    const decode = decoder(1200, 900);
    expect(await checkPhotoFile(file('contrato.pdf', 'application/pdf'))).toEqual({ ok: false, problem: 'not-an-image' });
    expect(decode.close).not.toHaveBeenCalled();
  });

  it('refuses an "image" the browser cannot open (a renamed document, a damaged file)', async () => {
    decoder(0, 0, true);
    expect(await checkPhotoFile(file('foto.jpg', 'image/jpeg'))).toEqual({ ok: false, problem: 'unreadable' });
  });

  it('takes a photo that fits as it is, and says when it is small enough to look blurred', async () => {
    decoder(1200, 900);
    const photo = file('praia.jpg', 'image/jpeg');
    expect(await checkPhotoFile(photo)).toEqual({ ok: true, upload: photo, lowResolution: false, drawable: true, shape: null });
    decoder(640, 480);
    expect(await checkPhotoFile(photo)).toEqual({ ok: true, upload: photo, lowResolution: true, drawable: true, shape: null });
    decoder(799, 799);
    expect(await checkPhotoFile(photo)).toMatchObject({ ok: true, lowResolution: true });
    decoder(800, 600);
    expect(await checkPhotoFile(photo)).toMatchObject({ ok: true, lowResolution: false });
  });

  it('refuses a photo whose copy to send is still over the 10 MB the server takes', async () => {
    decoder(1200, 900);
    expect(await checkPhotoFile(file('enorme.png', 'image/png', PHOTO_MAX_BYTES + 1))).toEqual({ ok: false, problem: 'too-large' });
  });

  it('sends a JPEG copy of a photo in a format the server does not take, even when it fits', async () => {
    const decode = decoder(1200, 900);
    const result = await checkPhotoFile(file('IMG_0001.HEIC', 'image/heic'));
    expect(result.ok && result.upload.type).toBe('image/jpeg');
    expect(result.ok && result.upload.name).toBe('IMG_0001.jpg');
    expect(decode.close).toHaveBeenCalled();
  });

  it('without an image decoder takes the file as it is (the server checks it)', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    const photo = file('praia.jpg', 'image/jpeg');
    expect(await checkPhotoFile(photo)).toEqual({ ok: true, upload: photo, lowResolution: false, drawable: true, shape: null });
  });

  it('takes an iPhone HEIC the browser cannot open as it is, known by its bytes, for the server to decode', async () => {
    decoder(0, 0, true);
    const heicBytes = (brand: string) =>
      new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode(`ftyp${brand}`), 0, 0, 0, 0, ...new Uint8Array(40_000)]);
    for (const [name, type, brand] of [
      ['IMG_4321.HEIC', 'image/heic', 'heic'],
      ['IMG_4321.HEIF', 'image/heif', 'mif1'],
      ['IMG_4321', '', 'heix'],
    ] as const) {
      const photo = new File([heicBytes(brand)], name, { type });
      expect(await checkPhotoFile(photo)).toEqual({ ok: true, upload: photo, lowResolution: false, drawable: false, shape: null });
    }
    // Over the server's limit, or an AVIF the browser should have opened (damaged): refused as before.
    expect(await checkPhotoFile(new File([heicBytes('heic'), new Uint8Array(PHOTO_MAX_BYTES)], 'IMG_1.HEIC', { type: 'image/heic' }))).toEqual({
      ok: false,
      problem: 'too-large',
    });
    expect(await checkPhotoFile(new File([heicBytes('avif')], 'foto.avif', { type: 'image/avif' }))).toEqual({ ok: false, problem: 'unreadable' });
  });

  it('says when a photo is so wide or so tall that the page shows it small (beyond 2.5:1)', async () => {
    const photo = file('panorama.jpg', 'image/jpeg');
    decoder(8000, 1000);
    expect(await checkPhotoFile(photo)).toMatchObject({ ok: true, shape: 'very-wide' });
    decoder(1000, 2600);
    expect(await checkPhotoFile(photo)).toMatchObject({ ok: true, shape: 'very-tall' });
    decoder(2000, 1000);
    expect(await checkPhotoFile(photo)).toMatchObject({ ok: true, shape: null });
    decoder(1125, 2436); // an iPhone screenshot, 2.17:1
    expect(await checkPhotoFile(photo)).toMatchObject({ ok: true, shape: null });
  });
});
