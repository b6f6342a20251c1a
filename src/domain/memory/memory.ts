import { PHOTO_WIDTHS, type PhotoWidth } from './photo-variants.js';
import { assertPhotoCountOnCreate, assertPhotoCountOnEdit } from '../plan/photo-limits.js';
import { planEndsAt, PLANS, type Plan, type PlanId } from '../plan/plan.js';
import { validDatingSince } from './dating-since.js';
import { Email } from './email.js';
import { EMAIL_CORRECTION_WINDOW_MS, EmailCorrectionExpiredError } from './email-correction.js';
import type { MemoryDetails } from './memory-details.js';
import { validEditYoutube, validMessage } from './memory-details.js';
import { PhotoNotOnPageError } from './memory-errors.js';
import { memorySlug } from './memory-slug.js';
import type { FallingEmojiName } from '../look/falling-emoji.js';
import { validFallingEmoji, validPalette } from '../look/page-look.js';
import type { PaletteName } from '../look/palettes.js';
import type { MusicInfo } from './music.js';
import { isSealed, revealDateAfterEdit } from './reveal-date.js';
import { planHasStory, validStory, type StoryMoment, type StoryMomentInput } from '../story/story.js';
import { assertTransition, type MemoryStatus } from './memory-status.js';
import type { PaymentMethod } from './payment-method.js';
import { supersedes, type PaymentOutcome } from './payment-outcome.js';
import { SPEC_PLAN_PRICES } from '../shop/shop-content.js';
import { dueNotice, removalAt, type LifecycleNotice } from '../renewal/page-lifecycle.js';
import {
  inEffect,
  judgeOrderReversal,
  PageOrderNotAllowedError,
  type AppliedOrder,
  type OrderReversalVerdict,
  type PageOrderKind,
} from '../renewal/page-orders.js';

export interface MemoryState extends MemoryDetails {
  readonly id: string;
  readonly slug: string;
  readonly photos: readonly string[];
  /**
   * A tiny copy of each photo as a `data:` URI (a few hundred bytes), by the photo's path: the blur behind it, shown
   * without a download. A photo stored before placeholders existed has none until `memories-cli photo-variants`.
   */
  readonly photoPlaceholders: Readonly<Record<string, string>>;
  /**
   * The widths each photo also has in AVIF, by the photo's path (made after the page is paid for, kept only where they
   * save at least a fifth of the WebP); `[]` when none was worth keeping. A photo absent here has not been looked at
   * yet: its page serves WebP alone meanwhile.
   */
  readonly photoAvifWidths: Readonly<Record<string, readonly PhotoWidth[]>>;
  /** The music video's title and channel as YouTube gave them when the link was checked; null when not known. */
  readonly musicTitle: string | null;
  readonly musicChannel: string | null;
  /**
   * What the first purchase costs, in cents, as the shop priced it when the order was placed (a promotion's price while
   * it ran); null for pages ordered before prices were kept, which cost the spec's price of their plan.
   */
  readonly priceCents: number | null;
  readonly status: MemoryStatus;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly paidAt: Date | null;
  /** When a basic page stops being public; null while unpaid and for premium. */
  readonly endsAt: Date | null;
  /** The payment this page's state follows: the one that paid for it, or the latest attempt while unpaid. */
  readonly paymentId: string | null;
  /** The latest known outcome of `paymentId`; null before any. */
  readonly paymentOutcome: PaymentOutcome | null;
  /** How the approved payment was made, as the checkout said; null before approval, or when it did not say. */
  readonly paymentMethod: PaymentMethod | null;
  /** Part of the edit token's derivation: raising it invalidates every edit link sent so far. */
  readonly editTokenVersion: number;
  /**
   * The hash of the key the ordering browser keeps to correct the buyer's address for a short while (never the key);
   * null for orders placed without one.
   */
  readonly emailCorrectionKeyHash: string | null;
  /** The renewals and upgrades paid for this page, oldest first. */
  readonly orders: readonly AppliedOrder[];
  /** The last lifecycle notice sent for the current end date (see `dueNotice`); null after a renewal. */
  readonly notice: LifecycleNotice | null;
  readonly noticeAt: Date | null;
  /** Visitors may answer the page ("Responder com carinho"); the owner may turn it off. On for every page by default. */
  readonly repliesEnabled: boolean;
  /** Optimistic-lock counter, raised by the repository on every stored change. */
  readonly version: number;
}

export type Availability = 'public' | 'not-found' | 'expired' | 'suspended';

export interface MemoryEditRequest {
  readonly message: string;
  readonly datingSince: string;
  readonly youtube: string | null;
  /** Paths of current photos the owner removes. */
  readonly removedPhotos: readonly string[];
  readonly addedCount: number;
  /** The page's new reveal date as the form sends it; absent: unchanged. */
  readonly revealAt?: string | null;
  /** The page's new palette and falling emoji by name; absent: unchanged. */
  readonly palette?: string;
  readonly fallingEmoji?: string;
  /** "Nossa história" as the form sends it; absent: unchanged. */
  readonly story?: readonly StoryMomentInput[];
}

/** A checked edit: what the page will hold once the new photos are stored. */
export interface PreparedMemoryEdit {
  readonly message: string;
  readonly datingSince: string;
  readonly youtube: string | null;
  readonly keptPhotos: readonly string[];
  /** Photos kept beyond what the plan shows (a page back on the basic plan), after the ones shown, untouched. */
  readonly keptHiddenPhotos: readonly string[];
  readonly removedPhotos: readonly string[];
  readonly addedCount: number;
  readonly revealAt: Date | null;
  readonly palette: PaletteName;
  readonly fallingEmoji: FallingEmojiName;
  readonly story: readonly StoryMoment[];
  /** What YouTube said of a new music link (the use case asks); absent: none asked. */
  readonly music?: MusicInfo | null;
}

export class Memory {
  private constructor(private state: MemoryState) {}

  static create(args: {
    id: string;
    details: MemoryDetails;
    photos: readonly string[];
    /** Placeholders of some of `photos`, by path. */
    photoPlaceholders?: Readonly<Record<string, string>>;
    now: Date;
    emailCorrectionKeyHash?: string;
    /** What YouTube said of the music video, when it was asked and answered. */
    music?: MusicInfo | null;
    /** What the order costs now, from the shop's prices; absent: the spec's price of its plan. */
    priceCents?: number;
  }): Memory {
    assertPhotoCountOnCreate(PLANS[args.details.plan], args.photos.length);
    return new Memory({
      ...args.details,
      id: args.id,
      slug: memorySlug(args.details.yourName, args.details.lovedName),
      photos: [...args.photos],
      photoPlaceholders: placeholdersOf(args.photos, args.photoPlaceholders ?? {}),
      photoAvifWidths: {},
      musicTitle: (args.details.youtube && args.music?.title) || null,
      musicChannel: (args.details.youtube && args.music?.channel) || null,
      priceCents: args.priceCents ?? null,
      status: 'pending_payment',
      createdAt: args.now,
      updatedAt: args.now,
      paidAt: null,
      endsAt: null,
      paymentId: null,
      paymentOutcome: null,
      paymentMethod: null,
      editTokenVersion: 1,
      emailCorrectionKeyHash: args.emailCorrectionKeyHash ?? null,
      orders: [],
      notice: null,
      noticeAt: null,
      repliesEnabled: true,
      version: 1,
    });
  }

  /**
   * States are shared, never copied: frozen once (a second time costs a check), and every change makes a new one. A
   * cached page is therefore restored for each read at the cost of one small object.
   */
  static restore(state: MemoryState): Memory {
    return new Memory(frozen(state));
  }

  snapshot(): MemoryState {
    return (this.state = frozen(this.state));
  }

  get id(): string {
    return this.state.id;
  }
  get slug(): string {
    return this.state.slug;
  }
  get yourName(): string {
    return this.state.yourName;
  }
  get lovedName(): string {
    return this.state.lovedName;
  }
  get datingSince(): string {
    return this.state.datingSince;
  }
  get message(): string {
    return this.state.message;
  }
  get youtube(): string | null {
    return this.state.youtube;
  }
  get status(): MemoryStatus {
    return this.state.status;
  }
  get plan(): Plan {
    return PLANS[this.state.plan];
  }
  get planId(): PlanId {
    return this.state.plan;
  }
  get email(): string {
    return this.state.email;
  }
  get photos(): readonly string[] {
    return this.state.photos;
  }
  get endsAt(): Date | null {
    return this.state.endsAt;
  }
  get emailCorrectionKeyHash(): string | null {
    return this.state.emailCorrectionKeyHash;
  }
  get editTokenVersion(): number {
    return this.state.editTokenVersion;
  }
  get version(): number {
    return this.state.version;
  }
  get repliesEnabled(): boolean {
    return this.state.repliesEnabled;
  }

  get paymentId(): string | null {
    return this.state.paymentId;
  }
  get paymentOutcome(): PaymentOutcome | null {
    return this.state.paymentOutcome;
  }
  get paymentMethod(): PaymentMethod | null {
    return this.state.paymentMethod;
  }
  get orders(): readonly AppliedOrder[] {
    return this.state.orders;
  }
  get notice(): LifecycleNotice | null {
    return this.state.notice;
  }
  /**
   * The photos visitors and the editor see: as many as the plan shows. A page back on the basic plan after its upgrade
   * was refunded keeps its other photos (and its music, see `shownYoutube`) while it exists, hidden, for an upgrade to
   * bring back.
   */
  get shownPhotos(): readonly string[] {
    return this.state.photos.length > this.plan.photoLimit ? this.state.photos.slice(0, this.plan.photoLimit) : this.state.photos;
  }
  /** The music visitors hear: none on a plan without music, even if a link is kept. */
  get shownYoutube(): string | null {
    return this.plan.allowsMusic ? this.state.youtube : null;
  }
  /**
   * "Nossa história" as visitors and the editor see it: none on a plan without it. A page back on the basic plan after
   * its upgrade was refunded keeps its moments hidden, as its extra photos, for an upgrade to bring back.
   */
  get shownStory(): readonly StoryMoment[] {
    return planHasStory(this.state.plan) ? this.state.story : [];
  }
  /** The plan the page was first paid for: basic for a page upgraded since. */
  get purchasedPlan(): Plan {
    return this.state.orders.some((order) => order.kind === 'upgrade') ? PLANS.basic : this.plan;
  }

  /** What the first purchase costs: the price the order was placed at, the one its payment must be. */
  get purchasePriceCents(): number {
    return this.state.priceCents ?? SPEC_PLAN_PRICES[this.purchasedPlan.id];
  }

  /** Refuses (`PageOrderNotAllowedError`) a renewal or an upgrade the page cannot take now. */
  assertOrderable(kind: PageOrderKind): void {
    if (this.state.status === 'suspended') throw new PageOrderNotAllowedError('suspended', kind);
    if (this.state.status !== 'active' && this.state.status !== 'expired') throw new PageOrderNotAllowedError('not-paid', kind);
    if (this.plan.validityYears === null) throw new PageOrderNotAllowedError('already-lifetime', kind);
  }

  /**
   * Applies a paid renewal or upgrade, once per order. A renewal adds a year to the end (from the payment, when the page
   * has already ended) and brings an ended page back; an upgrade makes it lifetime, with the premium plan's photos and
   * music. The same order paid again by another payment changes nothing: `duplicate` names the payment that paid it.
   * Throws `PageOrderNotAllowedError` when the page cannot take it any more (suspended, lifetime already).
   */
  applyOrder(
    order: Omit<AppliedOrder, 'at'>,
    at: Date,
  ): { readonly result: 'applied' | 'repeated' } | { readonly result: 'duplicate'; readonly paidBy: string } {
    const same = (applied: AppliedOrder) => applied.orderId === order.orderId;
    // A payment seen before (refunded since, too) changes nothing; an order refunded and undone may be paid again.
    if (this.state.orders.some((applied) => same(applied) && applied.paymentId === order.paymentId)) return { result: 'repeated' };
    const earlier = this.state.orders.find((applied) => same(applied) && inEffect(applied));
    if (earlier) return { result: 'duplicate', paidBy: earlier.paymentId };
    this.assertOrderable(order.kind);
    if (this.state.status === 'expired') assertTransition('expired', 'active');
    const start = this.renewalStart(at);
    const revertTo = { plan: this.state.plan, endsAt: order.kind === 'upgrade' ? this.state.endsAt : start };
    this.state = {
      ...this.state,
      status: 'active',
      plan: order.kind === 'upgrade' ? 'premium' : this.state.plan,
      endsAt: order.kind === 'upgrade' ? null : planEndsAt(PLANS.basic, start),
      orders: [...this.state.orders, { ...order, at, revertTo }],
      notice: null,
      noticeAt: null,
      updatedAt: at,
    };
    return { result: 'applied' };
  }

  /**
   * A refund or a charge-back of a renewal or an upgrade's payment. The page's latest order in effect is undone: the
   * plan and the end it had before come back (a renewal: its end goes back by the year it added; an upgrade: the basic
   * plan with its end, the extra photos and the music kept but no longer shown), ended when that end is past, and the
   * lifecycle notices start again from it. An order a later one depends on is only marked, for support. Says what it
   * did; `unknown` and `repeated` change nothing.
   */
  reverseOrder(orderId: string, paymentId: string, at: Date): OrderReversalVerdict['result'] {
    const paid = this.state.status === 'active' || this.state.status === 'expired';
    const verdict = judgeOrderReversal(this.state.orders, orderId, paymentId, paid);
    if (verdict.result === 'unknown' || verdict.result === 'repeated') return verdict.result;
    const undone = verdict.result === 'undone';
    const orders = this.state.orders.map((order, index) => (index === verdict.index ? { ...order, reversal: { at, undone } } : order));
    if (verdict.result === 'needs-support') {
      this.state = { ...this.state, orders, updatedAt: at };
      return verdict.result;
    }
    const { plan, endsAt } = verdict.revertTo;
    const ended = endsAt !== null && at.getTime() >= endsAt.getTime();
    this.state = { ...this.state, orders, plan, endsAt, status: ended ? 'expired' : 'active', notice: null, noticeAt: null, updatedAt: at };
    return verdict.result;
  }

  /** The lifecycle notice due now for a paid basic page (see `dueNotice`); null when none is. */
  noticeDue(now: Date): LifecycleNotice | null {
    if (this.state.endsAt === null || (this.state.status !== 'active' && this.state.status !== 'expired')) return null;
    return dueNotice(this.state.endsAt, this.state.notice, now);
  }

  recordNotice(notice: LifecycleNotice, now: Date): void {
    this.state = { ...this.state, notice, noticeAt: now, updatedAt: now };
  }

  /** True for an ended basic page kept its 90 days, whose buyer was warned a week before: its data may go. */
  isRemovalDue(now: Date): boolean {
    if (this.state.status !== 'expired' || this.state.endsAt === null || this.state.notice !== 'removal-in-7-days') return false;
    const at = removalAt(this.state.endsAt, this.state.noticeAt);
    return at !== null && now.getTime() >= at.getTime();
  }

  /**
   * Applies what became of a payment, whatever order the reports arrive in, and says whether anything changed.
   * - The page follows one payment at a time. A report about that payment applies only when it is newer (see
   *   `supersedes`), so a late approval never undoes a refund and a repeated report changes nothing.
   * - While unpaid, the page follows the latest attempt: an approval of any attempt publishes it; a refusal marks it
   *   failed; a reversal of an attempt it never published keeps it unpublished, for good for that attempt.
   * - Once paid, reports about other attempts change nothing (a second payment is a matter for support); a reversal
   *   of the payment that published the page suspends it. No payment of the page brings an ended or suspended page back
   *   (only a renewal, see `applyOrder`, brings an ended one back).
   * The approval that publishes the page also records how it was paid (`method`, for the buyer's receipt).
   */
  recordPayment(paymentId: string, outcome: PaymentOutcome, at: Date, method: PaymentMethod | null = null): boolean {
    const same = this.state.paymentId === paymentId;
    if (same && !supersedes(outcome, this.state.paymentOutcome)) return false;
    switch (this.state.status) {
      case 'pending_payment':
      case 'payment_failed':
        return this.recordWhileUnpaid(paymentId, outcome, at, method);
      case 'active':
        if (!same || outcome !== 'reversed') return false;
        assertTransition('active', 'suspended');
        this.state = { ...this.state, status: 'suspended', paymentOutcome: outcome, updatedAt: at };
        return true;
      case 'expired':
      case 'suspended':
        if (!same) return false;
        // Kept for the record (a refund of an ended page); the page stays as it is.
        this.state = { ...this.state, paymentOutcome: outcome, updatedAt: at };
        return true;
    }
  }

  private recordWhileUnpaid(paymentId: string, outcome: PaymentOutcome, at: Date, method: PaymentMethod | null): boolean {
    if (outcome === 'approved') {
      assertTransition(this.state.status, 'active');
      this.state = {
        ...this.state,
        status: 'active',
        paymentId,
        paymentOutcome: outcome,
        paymentMethod: method,
        paidAt: at,
        endsAt: planEndsAt(this.plan, at),
        updatedAt: at,
      };
      return true;
    }
    if (this.state.paymentId !== paymentId && this.state.paymentOutcome === 'reversed' && outcome === 'rejected') {
      // An older attempt's refusal says less than the reversal already recorded: keep following the reversed one.
      return false;
    }
    this.state = { ...this.state, status: 'payment_failed', paymentId, paymentOutcome: outcome, updatedAt: at };
    return true;
  }

  /** Records the end of a basic page whose year is over; false when it is not due. */
  expireIfDue(now: Date): boolean {
    if (this.state.status !== 'active' || !this.isPastEnd(now)) return false;
    this.state = { ...this.state, status: 'expired', updatedAt: now };
    return true;
  }

  /** Who may see the page now. A basic page past its end is expired even if no expiry job has run. */
  /** The song shown with the music (a plan without music shows none). */
  get shownMusic(): MusicInfo | null {
    const { musicTitle, musicChannel } = this.state;
    return this.shownYoutube !== null && musicTitle !== null ? { title: musicTitle, channel: musicChannel ?? '' } : null;
  }

  get palette(): PaletteName {
    return this.state.palette;
  }
  get fallingEmoji(): FallingEmojiName {
    return this.state.fallingEmoji;
  }

  get revealAt(): Date | null {
    return this.state.revealAt;
  }

  /** Paid and public, but not open to its visitors yet: they see the names and a countdown, nothing personal. */
  isSealedAt(now: Date): boolean {
    return isSealed(this.state.revealAt, now);
  }

  availabilityAt(now: Date): Availability {
    switch (this.state.status) {
      case 'active':
        return this.isPastEnd(now) ? 'expired' : 'public';
      case 'expired':
        return 'expired';
      case 'suspended':
        return 'suspended';
      default:
        return 'not-found';
    }
  }

  /**
   * Checks an owner's change in full (fields, photos to remove, photo count) without applying it, so new photos are
   * processed and stored only for an edit that can succeed.
   */
  prepareEdit(change: MemoryEditRequest, now: Date): PreparedMemoryEdit {
    const removed = new Set(change.removedPhotos);
    if ([...removed].some((path) => !this.state.photos.includes(path))) throw new PhotoNotOnPageError();
    const keptPhotos = this.shownPhotos.filter((path) => !removed.has(path));
    assertPhotoCountOnEdit(this.plan, keptPhotos.length, change.addedCount);
    const keptHiddenPhotos = this.state.photos.slice(this.plan.photoLimit).filter((path) => !removed.has(path));
    return {
      message: validMessage(change.message),
      datingSince: validDatingSince(change.datingSince, now),
      youtube: validEditYoutube(this.state.plan, change.youtube),
      keptPhotos,
      keptHiddenPhotos,
      removedPhotos: [...removed],
      addedCount: change.addedCount,
      revealAt: revealDateAfterEdit(this.state.revealAt, change.revealAt, now),
      palette: change.palette === undefined ? this.state.palette : validPalette(change.palette),
      fallingEmoji: change.fallingEmoji === undefined ? this.state.fallingEmoji : validFallingEmoji(change.fallingEmoji),
      story: change.story === undefined ? this.state.story : validStory(this.state.plan, change.story, now),
    };
  }

  applyEdit(edit: PreparedMemoryEdit, addedPhotos: readonly string[], now: Date, addedPlaceholders: Readonly<Record<string, string>> = {}): void {
    if (addedPhotos.length !== edit.addedCount) throw new Error('applyEdit: the added photos differ from the prepared edit');
    const photos = [...edit.keptPhotos, ...addedPhotos, ...edit.keptHiddenPhotos];
    this.state = {
      ...this.state,
      message: edit.message,
      datingSince: edit.datingSince,
      // A plan without music keeps the link it had (hidden), for an upgrade to bring back.
      youtube: this.plan.allowsMusic ? edit.youtube : this.state.youtube,
      ...this.musicAfterEdit(edit),
      photos,
      photoPlaceholders: placeholdersOf(photos, { ...this.state.photoPlaceholders, ...addedPlaceholders }),
      photoAvifWidths: placeholdersOf(photos, this.state.photoAvifWidths),
      revealAt: edit.revealAt,
      palette: edit.palette,
      fallingEmoji: edit.fallingEmoji,
      // A plan without the story keeps the moments it had (hidden), for an upgrade to bring back.
      story: planHasStory(this.state.plan) ? edit.story : this.state.story,
      updatedAt: now,
    };
  }

  /** The song's title and channel go with its link: kept while the link is, replaced or dropped with it. */
  private musicAfterEdit(edit: PreparedMemoryEdit): Pick<MemoryState, 'musicTitle' | 'musicChannel'> {
    if (!this.plan.allowsMusic || edit.youtube === this.state.youtube)
      return { musicTitle: this.state.musicTitle, musicChannel: this.state.musicChannel };
    return { musicTitle: (edit.youtube && edit.music?.title) || null, musicChannel: (edit.youtube && edit.music?.channel) || null };
  }

  /** Gives a photo of the page its placeholder (photos stored before placeholders existed); false when nothing changes. */
  setPhotoPlaceholder(path: string, placeholder: string): boolean {
    if (!this.state.photos.includes(path) || this.state.photoPlaceholders[path] === placeholder) return false;
    this.state = { ...this.state, photoPlaceholders: { ...this.state.photoPlaceholders, [path]: placeholder } };
    return true;
  }

  /**
   * Records which widths of a photo of the page have an AVIF copy stored (`[]`: none worth keeping); false when the
   * photo is not on the page or nothing changes.
   */
  setPhotoAvifWidths(path: string, widths: readonly PhotoWidth[]): boolean {
    if (!this.state.photos.includes(path)) return false;
    const sorted = PHOTO_WIDTHS.filter((width) => widths.includes(width));
    const before = this.state.photoAvifWidths[path];
    if (before && before.length === sorted.length && before.every((width, i) => width === sorted[i])) return false;
    this.state = { ...this.state, photoAvifWidths: { ...this.state.photoAvifWidths, [path]: Object.freeze(sorted) } };
    return true;
  }

  /** The AVIF widths of each photo visitors see, in their order; `[]` for a photo that has none (yet). */
  get shownPhotoAvifWidths(): (readonly PhotoWidth[])[] {
    return this.shownPhotos.map((path) => this.state.photoAvifWidths[path] ?? []);
  }

  /** The placeholder of each photo visitors see, in their order; null for a photo that has none. */
  get shownPhotoPlaceholders(): (string | null)[] {
    return this.shownPhotos.map((path) => this.state.photoPlaceholders[path] ?? null);
  }

  /** The owner opens or closes the page to replies; false when it already was so (nothing changes). */
  setRepliesEnabled(enabled: boolean, now: Date): boolean {
    if (this.state.repliesEnabled === enabled) return false;
    this.state = { ...this.state, repliesEnabled: enabled, updatedAt: now };
    return true;
  }

  /** Invalidates every edit link sent so far; the next e-mail carries a new one. */
  revokeEditLinks(now: Date): void {
    this.state = { ...this.state, editTokenVersion: this.state.editTokenVersion + 1, updatedAt: now };
  }

  /**
   * The buyer's own correction of a mistyped address, within an hour of the order; the page's e-mails go to the new
   * address from now on. The caller checks who asks (the ordering browser's key).
   */
  correctEmail(email: string, now: Date): void {
    if (now.getTime() - this.state.createdAt.getTime() >= EMAIL_CORRECTION_WINDOW_MS) throw new EmailCorrectionExpiredError();
    this.state = { ...this.state, email: Email.parse(email), updatedAt: now };
  }

  private renewalStart(at: Date): Date {
    const end = this.state.endsAt;
    return end !== null && end.getTime() > at.getTime() ? end : at;
  }

  private isPastEnd(now: Date): boolean {
    return this.state.endsAt !== null && now.getTime() >= this.state.endsAt.getTime();
  }
}

/** The entries (placeholders, AVIF widths) of exactly these photos: those of photos no longer on the page go. */
function placeholdersOf<T>(photos: readonly string[], placeholders: Readonly<Record<string, T>>): Readonly<Record<string, T>> {
  return Object.fromEntries(photos.filter((path) => Object.hasOwn(placeholders, path)).map((path) => [path, placeholders[path]!]));
}

function frozen(state: MemoryState): MemoryState {
  if (Object.isFrozen(state)) return state;
  Object.freeze(state.photos);
  Object.freeze(state.photoPlaceholders);
  Object.freeze(state.photoAvifWidths);
  for (const order of state.orders) Object.freeze(order);
  Object.freeze(state.orders);
  for (const moment of state.story) Object.freeze(moment);
  Object.freeze(state.story);
  return Object.freeze(state);
}
