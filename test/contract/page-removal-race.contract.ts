import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FollowPageLifecycle } from '../../src/application/housekeeping/follow-page-lifecycle.js';
import { ApplyOrderPayment } from '../../src/application/payments/apply-order-payment.js';
import type { MemoryRepository } from '../../src/application/ports/memory-repository.js';
import type { ProviderPayment } from '../../src/application/ports/payment-gateway.js';
import { parseOrderId } from '../../src/domain/renewal/page-orders.js';
import { FixedClock } from '../support/fakes/fixed-clock.js';
import { InMemoryPhotoStorage } from '../support/fakes/in-memory-photo-storage.js';
import { aMemory } from '../support/mothers/memory.mother.js';
import { SPEC_PRICES } from '../support/fakes/spec-plan-prices.js';
import { RecordingOutcomes } from '../support/fakes/recording-outcomes.js';

export interface RemovalRaceUnderTest {
  /** A repository whose `update(memory, queued)` can queue e-mails (the notices and the renewal's confirmation). */
  readonly repository: MemoryRepository;
  cleanup(): Promise<void>;
}

const PAID = new Date('2026-03-10T15:00:00.000Z');
const ID = 'raceremoval00001';
const ORDER = parseOrderId(`renewal.${ID}.late0000`)!;
const RENEWAL: ProviderPayment = {
  id: 'pay-late-renewal',
  memoryId: ORDER.orderId,
  outcome: 'approved',
  providerStatus: 'approved',
  amountCents: 1200,
  currency: 'BRL',
  updatedAt: null,
};

/**
 * Day 90 against a late renewal, on a real store: the renewal is applied after the lifecycle read the ended page and
 * judged it removable, and before its delete. The delete is conditional on the page still being the one judged, so the
 * renewal wins: the row, its photos and its new end stay.
 */
export function describePageRemovalRace(name: string, factory: () => Promise<RemovalRaceUnderTest>): void {
  describe(`removal at day 90 against a renewal: ${name}`, () => {
    let subject: RemovalRaceUnderTest;
    beforeEach(async () => {
      subject = await factory();
    });
    afterEach(() => subject.cleanup());

    async function endedAndWarned(clock: FixedClock, photos: InMemoryPhotoStorage) {
      const { repository } = subject;
      await repository.add(aMemory({ id: ID, status: 'active', details: { plan: 'basic' }, paidAt: PAID }));
      photos.files.set(`/uploads/${ID}/a.webp`, new Uint8Array([1]));
      clock.set('2027-06-01T15:00:00.000Z');
      expect((await new FollowPageLifecycle(repository, photos, clock).execute()).notices).toEqual([{ id: ID, notice: 'removal-in-7-days' }]);
      clock.set('2027-06-08T15:00:00.000Z');
    }

    it('keeps the page when a renewal is applied between the lifecycle read and the delete', async () => {
      const clock = new FixedClock(PAID);
      const photos = new InMemoryPhotoStorage(() => clock.now());
      await endedAndWarned(clock, photos);
      const renew = new ApplyOrderPayment(subject.repository, clock, SPEC_PRICES, new RecordingOutcomes());
      let renewed: unknown = null;
      const interleaved: MemoryRepository = Object.create(subject.repository) as MemoryRepository;
      interleaved.remove = async (id, version) => {
        renewed = await renew.execute(RENEWAL, ORDER);
        return subject.repository.remove(id, version);
      };

      const report = await new FollowPageLifecycle(interleaved, photos, clock).execute();

      expect(renewed).toMatchObject({ result: 'applied', changed: true });
      expect(report.removed).toEqual([]);
      const kept = (await subject.repository.findById(ID))!;
      expect(kept.snapshot()).toMatchObject({ status: 'active', endsAt: new Date('2028-06-08T15:00:00.000Z') });
      expect(kept.orders.map((order) => order.orderId)).toEqual([ORDER.orderId]);
      expect(photos.files.has(`/uploads/${ID}/a.webp`)).toBe(true);
    });

    it('removes the page when nothing changed it meanwhile', async () => {
      const clock = new FixedClock(PAID);
      const photos = new InMemoryPhotoStorage(() => clock.now());
      await endedAndWarned(clock, photos);

      expect((await new FollowPageLifecycle(subject.repository, photos, clock).execute()).removed).toEqual([ID]);
      await expect(subject.repository.findById(ID)).resolves.toBeNull();
      expect(photos.files.size).toBe(0);
    });
  });
}
