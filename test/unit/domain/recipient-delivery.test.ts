import { describe, expect, it } from 'vitest';
import {
  cancelled,
  DeliveryEmailInvalidError,
  DeliveryNeedsRevealDateError,
  DeliveryTooLateError,
  deliveryStep,
  readdressed,
  scheduledDelivery,
  sent,
} from '../../../src/domain/delivery/recipient-delivery.js';

const NOW = new Date('2027-03-10T15:00:00.000Z');
const REVEAL = new Date('2027-06-12T03:00:00.000Z');
const later = (ms: number, from = NOW) => new Date(from.getTime() + ms);

const aDelivery = () => scheduledDelivery({ memoryId: 'page000000000001', to: '  Bia@Example.com ', revealAt: REVEAL, now: NOW });

describe('a delivery on the day', () => {
  it('is scheduled to the recipient’s address, normalised as the buyer’s is, for a page with a reveal date ahead', () => {
    expect(aDelivery()).toEqual({
      memoryId: 'page000000000001',
      to: 'bia@example.com',
      status: 'scheduled',
      createdAt: NOW,
      sentAt: null,
      cancelledAt: null,
    });
  });

  it('refuses an address that is not one, a page without a reveal date, and a reveal date already reached', () => {
    const schedule = (to: string, revealAt: Date | null) => () => scheduledDelivery({ memoryId: 'page000000000001', to, revealAt, now: NOW });

    expect(schedule('bia@example', REVEAL)).toThrow(DeliveryEmailInvalidError);
    expect(schedule('', REVEAL)).toThrow(DeliveryEmailInvalidError);
    expect(schedule('bia@example.com', null)).toThrow(DeliveryNeedsRevealDateError);
    expect(schedule('bia@example.com', NOW)).toThrow(DeliveryTooLateError);
    expect(schedule('bia@example.com', later(-1))).toThrow(DeliveryTooLateError);
    expect(schedule('bia@example.com', later(1))().status).toBe('scheduled');
  });

  it('tells each refusal by its code', () => {
    const schedule = (to: string, revealAt: Date | null) => () => scheduledDelivery({ memoryId: 'page000000000001', to, revealAt, now: NOW });

    expect(schedule('bia@example', REVEAL)).toThrow(expect.objectContaining({ code: 'delivery.email-invalid' }));
    expect(schedule('bia@example.com', null)).toThrow(expect.objectContaining({ code: 'delivery.needs-reveal-date' }));
    expect(schedule('bia@example.com', NOW)).toThrow(expect.objectContaining({ code: 'delivery.too-late' }));
  });

  it('takes another address or a cancellation until the instant the page opens, and neither after it', () => {
    const delivery = aDelivery();
    const justBefore = later(-1, REVEAL);

    expect(readdressed(delivery, 'Caio@example.com', REVEAL, justBefore)).toMatchObject({ to: 'caio@example.com', status: 'scheduled' });
    expect(cancelled(delivery, REVEAL, justBefore)).toMatchObject({ status: 'cancelled', cancelledAt: justBefore, to: 'bia@example.com' });
    expect(() => readdressed(delivery, 'caio@example.com', REVEAL, REVEAL)).toThrow(DeliveryTooLateError);
    expect(() => cancelled(delivery, REVEAL, REVEAL)).toThrow(DeliveryTooLateError);
    expect(() => readdressed(delivery, 'caio@', REVEAL, justBefore)).toThrow(DeliveryEmailInvalidError);
  });

  it('is changed no more once sent or cancelled', () => {
    const done = [sent(aDelivery(), REVEAL), cancelled(aDelivery(), REVEAL, NOW)];

    for (const delivery of done) {
      expect(() => cancelled(delivery, REVEAL, NOW)).toThrow(DeliveryTooLateError);
      expect(() => readdressed(delivery, 'caio@example.com', REVEAL, NOW)).toThrow(DeliveryTooLateError);
      expect(deliveryStep(delivery, REVEAL, later(1, REVEAL))).toEqual({ kind: 'done' });
    }
    expect(done[0]).toMatchObject({ status: 'sent', sentAt: REVEAL, cancelledAt: null });
  });

  it('waits for the page’s reveal date as it is when asked, is sent from that instant on, and is cancelled when the date is gone', () => {
    const delivery = aDelivery();
    const moved = new Date('2027-07-01T12:00:00.000Z');

    expect(deliveryStep(delivery, REVEAL, NOW)).toEqual({ kind: 'wait', until: REVEAL });
    expect(deliveryStep(delivery, REVEAL, later(-1, REVEAL))).toEqual({ kind: 'wait', until: REVEAL });
    expect(deliveryStep(delivery, REVEAL, REVEAL)).toEqual({ kind: 'send' });
    expect(deliveryStep(delivery, REVEAL, later(86_400_000, REVEAL))).toEqual({ kind: 'send' });
    expect(deliveryStep(delivery, moved, REVEAL)).toEqual({ kind: 'wait', until: moved });
    expect(deliveryStep(delivery, null, NOW)).toEqual({ kind: 'cancel' });
  });
});
