import type { AvifEncoder, PhotoVariant } from '../../../src/application/ports/photo-processor.js';
import type { PhotoWidth } from '../../../src/domain/memory/photo-variants.js';

/** Makes AVIF copies of `bytesOf(width)` bytes (1 by default: always worth keeping), and counts its calls. */
export class FakeAvifEncoder implements AvifEncoder {
  calls = 0;
  failWith: Error | null = null;

  constructor(private readonly bytesOf: (width: PhotoWidth) => number = () => 1) {}

  async encodeAvif(_photo: Uint8Array, widths: readonly PhotoWidth[]): Promise<PhotoVariant[]> {
    this.calls++;
    if (this.failWith) throw this.failWith;
    return widths.map((width) => ({ width, bytes: new Uint8Array(this.bytesOf(width)).fill(0x61), format: 'avif' as const }));
  }
}

/**
 * An encoder that fails every photo, as a worker that cannot start would: pages keep serving WebP, and nothing is written
 * in the background after an approval. The test server's default, so its tests see the files and pages their own
 * requests make; a test of AVIF copies passes a real encoder.
 */
export function unavailableAvifEncoder(): FakeAvifEncoder {
  const encoder = new FakeAvifEncoder();
  encoder.failWith = new Error('no AVIF copies in this test');
  return encoder;
}
