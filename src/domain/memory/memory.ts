import type { PhotoWidth } from './photo-variants.js';
import { PLANS, type Plan, type PlanId } from '../plan/plan.js';
import { correctedEmail } from './email-correction.js';
import { applyEdit, prepareEdit, type MemoryEditRequest, type PreparedMemoryEdit } from './memory-edit.js';
import * as lifecycle from './memory-lifecycle.js';
import { shownMusic, shownYoutube } from './memory-music.js';
import * as orders from './memory-orders.js';
import { recordPayment } from './memory-payments.js';
import * as photos from './memory-photos.js';
import { newMemoryState, type NewMemory } from './new-memory.js';
import { frozen, type MemoryState } from './memory-state.js';
import type { PageLook } from '../look/page-look.js';
import type { MusicInfo } from './music.js';
import { isSealed } from './reveal-date.js';
import { shownStory } from '../story/page-story.js';
import type { StoryMoment } from '../story/story.js';
import type { MemoryStatus } from './memory-status.js';
import type { PaymentMethod } from './payment-method.js';
import type { PaymentOutcome } from './payment-outcome.js';
import type { LifecycleNotice } from '../renewal/page-lifecycle.js';
import type { AppliedOrder, OrderReversalVerdict, PageOrderKind } from '../renewal/page-orders.js';
import { assertVoiceOnPlan, shownVoice } from '../voice/voice-message.js';

export type { MemoryState } from './memory-state.js';

/**
 * A love page. Its state is made of parts, each with the rules of its own module (photos, music, look, story, reveal
 * date, lifecycle, payments, orders, the owner's edit); the page reads them and records what they return.
 */
export class Memory {
  private constructor(private state: MemoryState) {}

  static create(args: NewMemory): Memory {
    return new Memory(newMemoryState(args));
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
  /** Its palette, what falls down it and how the recipient opens it: a new choice of look joins `PageLook`. */
  get look(): PageLook {
    const { palette, fallingEmoji, revealStyle } = this.state;
    return { palette, fallingEmoji, revealStyle };
  }
  get revealAt(): Date | null {
    return this.state.revealAt;
  }

  get shownPhotos(): readonly string[] {
    return photos.shownPhotos(this.state.photos, this.plan);
  }
  get shownPhotoPlaceholders(): (string | null)[] {
    return photos.shownPhotoPlaceholders(this.state, this.plan);
  }
  get shownPhotoAvifWidths(): (readonly PhotoWidth[])[] {
    return photos.shownPhotoAvifWidths(this.state, this.plan);
  }
  get shownYoutube(): string | null {
    return shownYoutube(this.plan, this.state.youtube);
  }
  get shownMusic(): MusicInfo | null {
    return shownMusic(this.plan, this.state);
  }
  get shownStory(): readonly StoryMoment[] {
    return shownStory(this.state.plan, this.state.story);
  }
  get purchasedPlan(): Plan {
    return lifecycle.purchasedPlan(this.state.plan, this.state.orders);
  }
  get purchasePriceCents(): number {
    return lifecycle.purchasePriceCents(this.state);
  }

  availabilityAt(now: Date): lifecycle.Availability {
    return lifecycle.availabilityAt(this.state, now);
  }
  isSealedAt(now: Date): boolean {
    return isSealed(this.state.revealAt, now);
  }
  noticeDue(now: Date): LifecycleNotice | null {
    return lifecycle.noticeDue(this.state, now);
  }
  isRemovalDue(now: Date): boolean {
    return lifecycle.isRemovalDue(this.state, now);
  }
  assertOrderable(kind: PageOrderKind): void {
    orders.assertOrderable(this.state, kind);
  }

  /** Records the end of a basic page whose year is over; false when it is not due. */
  expireIfDue(now: Date): boolean {
    return this.record(lifecycle.isExpiryDue(this.state, now) ? { status: 'expired', updatedAt: now } : null);
  }
  recordNotice(notice: LifecycleNotice, now: Date): void {
    this.record({ notice, noticeAt: now, updatedAt: now });
  }
  recordPayment(paymentId: string, outcome: PaymentOutcome, at: Date, method: PaymentMethod | null = null): boolean {
    return this.record(recordPayment(this.state, paymentId, outcome, at, method));
  }
  applyOrder(order: Omit<AppliedOrder, 'at'>, at: Date): orders.OrderOutcome {
    const application = orders.applyOrder(this.state, order, at);
    if (application.result !== 'applied') return application;
    this.record(application.page);
    return { result: 'applied' };
  }
  reverseOrder(orderId: string, paymentId: string, at: Date): OrderReversalVerdict['result'] {
    const reversal = orders.reverseOrder(this.state, orderId, paymentId, at);
    this.record(reversal.page);
    return reversal.result;
  }
  prepareEdit(change: MemoryEditRequest, now: Date): PreparedMemoryEdit {
    return prepareEdit(this.state, change, now);
  }
  applyEdit(edit: PreparedMemoryEdit, addedPhotos: readonly string[], now: Date, addedPlaceholders: Readonly<Record<string, string>> = {}): void {
    this.state = applyEdit(this.state, edit, addedPhotos, now, addedPlaceholders);
  }
  setPhotoPlaceholder(path: string, placeholder: string): boolean {
    return this.record(photos.withPhotoPlaceholder(this.state, path, placeholder));
  }
  setPhotoAvifWidths(path: string, widths: readonly PhotoWidth[]): boolean {
    return this.record(photos.withPhotoAvifWidths(this.state, path, widths));
  }
  correctEmail(email: string, now: Date): void {
    this.record({ email: correctedEmail(this.state.createdAt, email, now), updatedAt: now });
  }
  /** The owner opens or closes the page to replies; false when it already was so (nothing changes). */
  setRepliesEnabled(enabled: boolean, now: Date): boolean {
    return this.record(this.state.repliesEnabled === enabled ? null : { repliesEnabled: enabled, updatedAt: now });
  }
  get voice(): string | null {
    return this.state.voice;
  }
  get shownVoice(): string | null {
    return shownVoice(this.state.plan, this.state.voice);
  }
  /** The owner keeps a voice message (Pra Sempre only), in place of any other; the path of the one replaced, if any. */
  keepVoice(path: string, now: Date): string | null {
    assertVoiceOnPlan(this.state.plan);
    const replaced = this.state.voice;
    this.record({ voice: path, updatedAt: now });
    return replaced;
  }
  /** The owner removes the voice message; its path, or null when there was none. */
  removeVoice(now: Date): string | null {
    const removed = this.state.voice;
    this.record(removed === null ? null : { voice: null, updatedAt: now });
    return removed;
  }
  /** Invalidates every edit link sent so far; the next e-mail carries a new one. */
  revokeEditLinks(now: Date): void {
    this.record({ editTokenVersion: this.state.editTokenVersion + 1, updatedAt: now });
  }

  /** Records what a part's rule returned (a new state is made; the old one stays as it was); false for null: no change. */
  private record(change: Partial<MemoryState> | null): boolean {
    if (change === null) return false;
    this.state = { ...this.state, ...change };
    return true;
  }
}
