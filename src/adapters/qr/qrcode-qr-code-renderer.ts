import QRCode from 'qrcode';
import type { QrCodeRenderer } from '../../application/ports/qr-code-renderer.js';

/** 512 px with level M: sharp when printed on a card, still quick to scan from a phone screen. */
export class QrcodeQrCodeRenderer implements QrCodeRenderer {
  png(text: string): Promise<Uint8Array> {
    return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 512 });
  }
}
