import type { Memory } from '../../domain/memory/memory.js';
import { announcedRemovalAt } from '../../domain/renewal/page-lifecycle.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { PlanPriceList } from '../ports/plan-price-list.js';
import type { PageLinkEmailEntry, PageLinksEmail, PageReceipt } from '../ports/mailer.js';
import type { QrCodeRenderer } from '../ports/qr-code-renderer.js';
import type { MemoryLinks } from './memory-links.js';
import { shareCardUrls } from './share-card-links.js';
import { renewalKey } from './renewal-links.js';

/**
 * Everything an e-mail about a buyer's pages needs: links, a QR code per page, the edit link with its token, and the
 * receipt and the printable card's links (keyed like the edit link, never logged) of each paid page.
 */
export class PageLinksEmailBuilder {
  constructor(
    private readonly links: MemoryLinks,
    private readonly editTokens: EditTokens,
    private readonly qrCodes: QrCodeRenderer,
    private readonly prices: PlanPriceList,
  ) {}

  /** `now`: the moment of sending, which tells a page still sealed; without it a page with a reveal date counts as sealed. */
  async build(to: string, reason: PageLinksEmail['reason'], memories: readonly Memory[], now?: Date): Promise<PageLinksEmail> {
    const aboutPlan = !['activated', 'resend'].includes(reason);
    const pages = await Promise.all(memories.map((memory) => this.entry(memory, aboutPlan, now)));
    return { to, reason, pages };
  }

  /** `aboutPlan`: an e-mail about the page's plan (a reminder, a renewal) also carries its renewal link and removal date. */
  private async entry(memory: Memory, aboutPlan: boolean, now: Date | undefined): Promise<PageLinkEmailEntry> {
    const state = memory.snapshot();
    const publicUrl = this.links.publicUrl(state);
    return {
      yourName: state.yourName,
      lovedName: state.lovedName,
      plan: state.plan,
      publicUrl,
      editUrl: this.links.editUrl(state.id, this.editTokens.issue(state.id, state.editTokenVersion)),
      qrCodePng: await this.qrCodes.png(publicUrl),
      endsAt: state.endsAt,
      ...(state.revealAt !== null && (now === undefined || memory.isSealedAt(now)) ? { opensAt: state.revealAt } : {}),
      ...(aboutPlan && state.endsAt !== null
        ? this.planLinks(state.endsAt, this.links.renewalUrl(state.id, renewalKey(this.editTokens, state.id)))
        : {}),
      receipt: receiptOf(memory),
      ...(state.paidAt === null ? {} : { shareCards: shareCardUrls(this.links, this.editTokens, state) }),
    };
  }

  private planLinks(endsAt: Date, renewalUrl: string): Pick<PageLinkEmailEntry, 'renewalUrl' | 'removalAt' | 'orderPrices'> {
    const orderPrices = { renewalCents: this.prices.orderPriceCents('renewal'), upgradeCents: this.prices.orderPriceCents('upgrade') };
    return { renewalUrl, removalAt: announcedRemovalAt(endsAt), orderPrices };
  }
}

/** The receipt of a paid page: the amount is the price it was ordered at, the only amount a payment is accepted for. */
function receiptOf(memory: Memory): PageReceipt | null {
  const state = memory.snapshot();
  if (state.paidAt === null) return null;
  return {
    orderNumber: state.id,
    paymentId: state.paymentId,
    amountCents: memory.purchasePriceCents,
    paidAt: state.paidAt,
    method: state.paymentMethod,
  };
}
