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
    expect(await checkPhotoFile(photo)).toEqual({ ok: true, upload: photo, lowResolution: false });
    decoder(640, 480);
    expect(await checkPhotoFile(photo)).toEqual({ ok: true, upload: photo, lowResolution: true });
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
    expect(await checkPhotoFile(photo)).toEqual({ ok: true, upload: photo, lowResolution: false });
  });
});
