import type { QrCodeRenderer } from '../../application/ports/qr-code-renderer.js';

/**
 * 512 px with level M: sharp when printed on a card, still quick to scan from a phone screen. The library is loaded
 * with the first code, when a page is paid, not at start.
 *
 * A code's rows repeat down each module, so each row is written as its difference from the row above ("Up", PNG
 * filter 2) and deflated at zlib's default level: 8 ms and 3.3 KB a code, where the library's default (trying every
 * filter on every row, the slowest deflate) took 21–29 ms for 3.5 KB.
 */
const PNG_ENCODING = { filterType: 2, deflateStrategy: 0, deflateLevel: 6 };
export class QrcodeQrCodeRenderer implements QrCodeRenderer {
  async png(text: string): Promise<Uint8Array> {
    const { default: QRCode } = await import('qrcode');
    return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 512, rendererOpts: PNG_ENCODING });
  }
}
