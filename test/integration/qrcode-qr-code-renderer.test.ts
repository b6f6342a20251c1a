import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { QrcodeQrCodeRenderer } from '../../src/adapters/qr/qrcode-qr-code-renderer.js';
import { decodeQrPng, isPng } from '../support/decode-qr-png.js';

describe('QrcodeQrCodeRenderer', () => {
  const renderer = new QrcodeQrCodeRenderer();

  it('renders a 512 px PNG that scans back to the exact text', async () => {
    const url = 'https://memories.example/ana-julia-e-joao/01JABCDEF0123456789XYZ';

    const png = await renderer.png(url);

    expect(isPng(png)).toBe(true);
    const image = PNG.sync.read(Buffer.from(png));
    expect([image.width, image.height]).toEqual([512, 512]);
    expect(decodeQrPng(png)).toBe(url);
    // It goes with every e-mail: written row against row, it stays under 3.4 KB (the library's default gives 3.5 KB).
    expect(png.byteLength).toBeLessThan(3_400);
  });

  it('encodes different texts differently', async () => {
    const [a, b] = await Promise.all([renderer.png('https://a.example/x'), renderer.png('https://b.example/y')]);

    expect(decodeQrPng(a)).toBe('https://a.example/x');
    expect(decodeQrPng(b)).toBe('https://b.example/y');
  });
});
