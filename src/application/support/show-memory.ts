import { MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import type { MemoryState } from '../../domain/memory/memory.js';
import type { Clock } from '../ports/clock.js';
import type { EmailOutbox } from '../ports/email-outbox.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PageOpenings } from '../ports/page-openings.js';
import type { AnniversaryEmails, PageAnniversaryEmails } from '../ports/anniversary-emails.js';
import type { PageReplies } from '../ports/page-replies.js';
import type { PlanPriceList } from '../ports/plan-price-list.js';
import type { RecipientDeliveries } from '../ports/recipient-deliveries.js';
import type { FutureLetters } from '../ports/future-letters.js';
import type { PageQuestions } from '../ports/page-questions.js';
import type { PageSkies } from '../ports/page-skies.js';
import type { SkyPlace } from '../../domain/sky/sky-place.js';
import type { PageChapters } from '../ports/page-chapters.js';
import { supportChapterView, type SupportChapterView } from '../chapters/support-chapter-view.js';
import type { StartedOrder, StartedOrders } from '../ports/started-orders.js';
import type { PageOpeningsTally } from '../../domain/openings/page-openings.js';
import type { MemoryLinks } from '../shared/memory-links.js';
import { supportDeliveryView, type SupportDeliveryView } from './support-delivery-view.js';
import { supportLetterView, type SupportLetterView } from './support-letter-view.js';
import { supportQuestionView, type SupportQuestionView } from './support-question-view.js';
import { supportEmailView, type SupportEmailView } from './support-email-view.js';
import { supportMemoryView, type SupportMemoryView } from './support-memory-view.js';

export interface SupportMemoryDetail extends SupportMemoryView {
  readonly message: string;
  readonly datingSince: string;
  readonly youtube: string | null;
  readonly photos: readonly string[];
  /** When the page opens to its visitors (null: when paid), and whether that is still ahead. */
  readonly revealAt: Date | null;
  readonly sealed: boolean;
  /** The page's look by name. */
  readonly palette: MemoryState['palette'];
  readonly fallingEmoji: MemoryState['fallingEmoji'];
  readonly revealStyle: MemoryState['revealStyle'];
  /** "Nossa história": the moments kept, in date order, and whether the plan shows them (hidden after a refunded upgrade). */
  readonly story: MemoryState['story'];
  readonly storyShown: boolean;
  /** The renewals and upgrades paid for it, oldest first. */
  readonly orders: MemoryState['orders'];
  /** Renewals and upgrades whose checkout was opened and that no payment applied (absent when that store is not wired). */
  readonly unpaidOrders?: readonly UnpaidOrder[];
  /** The last lifecycle notice sent for its current end date (null: none yet, or renewed since). */
  readonly notice: MemoryState['notice'];
  /** Every e-mail queued about this page, oldest first, with how its delivery went. */
  readonly emails: readonly SupportEmailView[];
  /** How often the page was opened (absent when the store of openings is not wired). */
  readonly openings?: PageOpeningsTally;
  /** The yearly anniversaries e-mailed and whether these e-mails are off (absent when that store is not wired). */
  readonly anniversaries?: PageAnniversaryEmails;
  /** How many replies visitors sent, and whether the owner takes them (absent when the store of replies is not wired). */
  readonly replies?: { readonly enabled: boolean; readonly count: number };
  /** The delivery on the day, the recipient's address masked; null when none was asked for (absent when not wired). */
  readonly delivery?: SupportDeliveryView | null;
  /** The letters for the future, in the order the page shows them, without their text (absent when not wired). */
  readonly letters?: readonly SupportLetterView[];
  /** The page's question and hint, and when its buyer was last alerted; null when it has none (absent when not wired). */
  readonly question?: SupportQuestionView | null;
  /** Where the page's sky is drawn over; null when it shows none (absent when not wired). */
  readonly sky?: SkyPlace | null;
  /** "Um áudio seu": the stored path of the voice message; null when none. */
  readonly voice: string | null;
  /** The chapters ("Um novo capítulo") by year: year, title, how many photos, when added; never their text (absent when not wired). */
  readonly chapters?: readonly SupportChapterView[];
}

/** A renewal or an upgrade started and not paid, with what its checkout asks (absent when the prices are not wired). */
export type UnpaidOrder = StartedOrder & { readonly amountCents?: number };

/** One page in full for support, with its e-mails' delivery; never its edit token. */
export class ShowMemory {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly outbox: EmailOutbox,
    private readonly links: MemoryLinks,
    private readonly clock: Clock,
    private readonly openings?: PageOpenings,
    private readonly startedOrders?: StartedOrders,
    private readonly anniversaries?: AnniversaryEmails,
    private readonly replies?: PageReplies,
    private readonly prices?: PlanPriceList,
    private readonly deliveries?: RecipientDeliveries,
    private readonly letters?: FutureLetters,
    private readonly questions?: PageQuestions,
    private readonly skies?: PageSkies,
    private readonly chapters?: PageChapters,
  ) {}

  async execute(input: { readonly id: string }): Promise<SupportMemoryDetail> {
    const memory = await this.repository.findById(input.id);
    if (!memory) throw new MemoryNotFoundError();
    const emails = await this.outbox.list({ containing: JSON.stringify(memory.id) });
    const state = memory.snapshot();
    const now = this.clock.now();
    return {
      ...supportMemoryView(memory, this.links, now),
      message: state.message,
      datingSince: state.datingSince,
      youtube: state.youtube,
      photos: state.photos,
      revealAt: state.revealAt,
      sealed: memory.isSealedAt(now),
      palette: state.palette,
      fallingEmoji: state.fallingEmoji,
      revealStyle: state.revealStyle,
      story: state.story,
      storyShown: memory.shownStory.length === state.story.length,
      orders: state.orders,
      notice: state.notice,
      emails: emails.filter((task) => task.payload.memoryIds.includes(memory.id)).map(supportEmailView),
      ...(this.openings ? { openings: await this.openings.find(memory.id) } : {}),
      ...(this.startedOrders ? { unpaidOrders: await this.unpaidOrders(memory.id, state.orders) } : {}),
      ...(this.anniversaries ? { anniversaries: await this.anniversaries.find(memory.id) } : {}),
      ...(this.replies ? { replies: { enabled: memory.repliesEnabled, count: await this.replies.count(memory.id) } } : {}),
      ...(this.deliveries ? { delivery: await this.delivery(memory.id) } : {}),
      ...(this.letters ? { letters: (await this.letters.ofPage(memory.id)).map(supportLetterView) } : {}),
      ...(this.questions ? { question: await this.question(memory.id) } : {}),
      ...(this.skies ? { sky: await this.sky(memory.id) } : {}),
      voice: state.voice,
      ...(this.chapters ? { chapters: (await this.chapters.ofPage(memory.id)).map(supportChapterView) } : {}),
    };
  }

  private async delivery(memoryId: string): Promise<SupportDeliveryView | null> {
    const delivery = await this.deliveries!.find(memoryId);
    return delivery && supportDeliveryView(delivery);
  }

  private async question(memoryId: string): Promise<SupportQuestionView | null> {
    const question = await this.questions!.find(memoryId);
    return question && supportQuestionView(question);
  }

  private async sky(memoryId: string): Promise<SkyPlace | null> {
    const sky = await this.skies!.find(memoryId);
    if (!sky) return null;
    const { memoryId: _page, ...place } = sky;
    return place;
  }

  private async unpaidOrders(memoryId: string, applied: MemoryState['orders']): Promise<UnpaidOrder[]> {
    const started = await this.startedOrders!.ofMemory(memoryId);
    return started
      .filter((order) => !applied.some((paid) => paid.orderId === order.orderId))
      .map((order) => (this.prices ? { ...order, amountCents: this.prices.orderPriceCents(order.kind) } : order));
  }
}
