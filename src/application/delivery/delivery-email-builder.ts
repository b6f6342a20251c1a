import type { Memory } from '../../domain/memory/memory.js';
import type { DeliveryEmail } from '../ports/mailer.js';
import type { QrCodeRenderer } from '../ports/qr-code-renderer.js';
import type { MemoryLinks } from '../shared/memory-links.js';

/** The e-mails of a delivery on the day, rendered when they are sent: the page's public link, and its QR code for the recipient. */
export class DeliveryEmailBuilder {
  constructor(
    private readonly links: MemoryLinks,
    private readonly qrCodes: QrCodeRenderer,
  ) {}

  async build(to: string, kind: DeliveryEmail['kind'], memory: Memory): Promise<DeliveryEmail> {
    const publicUrl = this.links.publicUrl(memory);
    return {
      to,
      kind,
      yourName: memory.yourName,
      lovedName: memory.lovedName,
      publicUrl,
      qrCodePng: kind === 'arrived' ? await this.qrCodes.png(publicUrl) : null,
    };
  }
}
