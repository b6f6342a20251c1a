import type { QrCodeRenderer } from '../../../src/application/ports/qr-code-renderer.js';

export class FakeQrCodeRenderer implements QrCodeRenderer {
  async png(text: string): Promise<Uint8Array> {
    return new TextEncoder().encode(`qr:${text}`);
  }
}
