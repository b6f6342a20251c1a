import { MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import type { Memory } from '../../domain/memory/memory.js';
import { ShareCardAskOwnerError } from '../../domain/memory/share-card-errors.js';
import type { Clock } from '../ports/clock.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PageSkies } from '../ports/page-skies.js';
import type { MemoryLinks } from '../shared/memory-links.js';
import { loadOwnedMemory } from '../shared/owned-memory.js';
import { assertPublic } from '../shared/public-memory.js';
import { shareCardUrls, type ShareCardUrls } from '../shared/share-card-links.js';

/**
 * How long after the payment the return page, which knows only the order's id, may get the card links: the buyer
 * arrives there from the checkout minutes after paying. Later, the e-mail and the edit page have them.
 */
export const SHARE_LINKS_AFTER_PAYMENT_MS = 48 * 60 * 60 * 1000;

export interface GetShareLinksInput {
  readonly id: string;
  /** The edit token (the owner's edit page); absent on the payment return page. */
  readonly token?: string | null | undefined;
}

export interface ShareLinksView {
  readonly yourName: string;
  readonly lovedName: string;
  readonly publicUrl: string;
  readonly cards: ShareCardUrls;
  /** The same with "O céu daquela noite" above the names, for a page that shows its sky; null for one that does not. */
  readonly skyCards: ShareCardUrls | null;
}

/**
 * What the share actions need: the public link, both names and the addresses of the cards. The owner asks with the
 * edit token at any time; the payment return page asks with the order id alone, and only just after the payment. Only
 * for paid pages still online.
 */
export class GetShareLinks {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly editTokens: EditTokens,
    private readonly links: MemoryLinks,
    private readonly clock: Clock,
    private readonly skies: PageSkies,
  ) {}

  async execute(input: GetShareLinksInput): Promise<ShareLinksView> {
    const now = this.clock.now();
    const memory =
      input.token === undefined || input.token === null
        ? await this.justPaid(input.id, now)
        : await loadOwnedMemory(this.repository, this.editTokens, { id: input.id, token: input.token, now });
    const cards = shareCardUrls(this.links, this.editTokens, memory);
    const hasSky = (await this.skies.find(memory.id)) !== null;
    return {
      yourName: memory.yourName,
      lovedName: memory.lovedName,
      publicUrl: this.links.publicUrl(memory),
      cards,
      skyCards: hasSky ? withSkyAsked(cards) : null,
    };
  }

  private async justPaid(id: string, now: Date): Promise<Memory> {
    const memory = await this.repository.findById(id);
    if (!memory) throw new MemoryNotFoundError();
    assertPublic(memory, now);
    const paidAt = memory.snapshot().paidAt;
    if (paidAt === null || now.getTime() - paidAt.getTime() > SHARE_LINKS_AFTER_PAYMENT_MS) throw new ShareCardAskOwnerError();
    return memory;
  }
}

/** The cards' addresses asking for the sky above the names (`&ceu=1`). */
function withSkyAsked(cards: ShareCardUrls): ShareCardUrls {
  return Object.fromEntries(Object.entries(cards).map(([format, url]) => [format, `${url}&ceu=1`])) as ShareCardUrls;
}
