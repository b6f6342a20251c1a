import { renewalUrl } from './renewal-links.js';

/** Builds the addresses a buyer receives, from the product's public origin. */
export class MemoryLinks {
  private readonly origin: string;

  constructor(publicUrl: string) {
    this.origin = publicUrl.replace(/\/+$/, '');
  }

  publicPath(memory: { slug: string; id: string }): string {
    return `/${memory.slug}/${memory.id}`;
  }

  publicUrl(memory: { slug: string; id: string }): string {
    return this.origin + this.publicPath(memory);
  }

  editUrl(memoryId: string, token: string): string {
    return `${this.origin}/update/${encodeURIComponent(memoryId)}?token=${encodeURIComponent(token)}`;
  }

  /** The renewal link of a page (see `renewalKey`). */
  renewalUrl(memoryId: string, key: string): string {
    return renewalUrl(this.origin, memoryId, key);
  }

  paymentReturnUrl(memoryId: string): string {
    return `${this.origin}/pagamento/${encodeURIComponent(memoryId)}`;
  }
}
