import type { QrCodeRenderer } from '../../application/ports/qr-code-renderer.js';

/**
 * 512 px with level M: sharp when printed on a card, still quick to scan from a phone screen. The library is loaded
 * with the first code, when a page is paid, not at start.
 */
export class QrcodeQrCodeRenderer implements QrCodeRenderer {
  async png(text: string): Promise<Uint8Array> {
    const { default: QRCode } = await import('qrcode');
    return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 512 });
  }
}
