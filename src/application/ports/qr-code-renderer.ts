export interface QrCodeRenderer {
  /** A PNG image of a QR code that encodes `text`. */
  png(text: string): Promise<Uint8Array>;
}
