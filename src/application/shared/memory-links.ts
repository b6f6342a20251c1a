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

  /** A card to download (`a6`, `a4`, `story`) with the key that lets its holder fetch it, no session needed. */
  shareCardUrl(memoryId: string, format: string, key: string): string {
    return `${this.origin}/api/share-card/${encodeURIComponent(memoryId)}/${format}?k=${encodeURIComponent(key)}`;
  }

  /** The signed link of the "opened" e-mail that turns those e-mails off. */
  openingEmailsOffUrl(memoryId: string, token: string): string {
    return `${this.origin}/aviso-de-abertura/${encodeURIComponent(memoryId)}/desligar?token=${encodeURIComponent(token)}`;
  }

  /** The signed link of the anniversary e-mail that turns those e-mails off. */
  anniversaryEmailsOffUrl(memoryId: string, token: string): string {
    return `${this.origin}/aviso-de-aniversario/${encodeURIComponent(memoryId)}/desligar?token=${encodeURIComponent(token)}`;
  }

  /** The renewal link of a page (see `renewalKey`). */
  renewalUrl(memoryId: string, key: string): string {
    return renewalUrl(this.origin, memoryId, key);
  }

  paymentReturnUrl(memoryId: string): string {
    return `${this.origin}/pagamento/${encodeURIComponent(memoryId)}`;
  }
}
