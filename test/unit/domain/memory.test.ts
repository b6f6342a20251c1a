import { describe, expect, it } from 'vitest';
import { validMemoryDetails } from '../../../src/domain/memory/memory-details.js';
import type { MemoryEditRequest } from '../../../src/domain/memory/memory-edit.js';
import { Memory } from '../../../src/domain/memory/memory.js';
import type { MemoryStatus } from '../../../src/domain/memory/memory-status.js';
import { aMemory, memoryDetailsInput, NOW } from '../../support/mothers/memory.mother.js';

const ID = 'dQw4w9WgXcQ';
const CANONICAL = `https://www.youtube.com/watch?v=${ID}`;
const later = (ms: number) => new Date(NOW.getTime() + ms);
const DAY = 24 * 60 * 60 * 1000;
const YEAR_AFTER_NOW = new Date('2027-03-10T15:00:00.000Z');

const basic = (status: MemoryStatus = 'active') => aMemory({ details: { plan: 'basic' }, status });
const premium = (status: MemoryStatus = 'active') => aMemory({ details: { plan: 'premium' }, status });

describe('Memory.create', () => {
  it('derives the slug from the cleaned names and starts unpaid', () => {
    const details = validMemoryDetails(memoryDetailsInput({ yourName: ' Ana   Júlia ', lovedName: 'João', plan: 'basic' }), NOW);
    const memory = Memory.create({ id: 'm1', details, photos: ['/uploads/m1/a.webp'], now: NOW });
    expect(memory.snapshot()).toEqual({
      ...details,
      id: 'm1',
      slug: 'ana-julia-e-joao',
      photos: ['/uploads/m1/a.webp'],
      photoPlaceholders: {},
      photoAvifWidths: {},
      priceCents: null,
      status: 'pending_payment',
      musicTitle: null,
      musicChannel: null,
      createdAt: NOW,
      updatedAt: NOW,
      paidAt: null,
      endsAt: null,
      paymentId: null,
      paymentOutcome: null,
      paymentMethod: null,
      editTokenVersion: 1,
      emailCorrectionKeyHash: null,
      orders: [],
      notice: null,
      noticeAt: null,
      revealAt: null,
      repliesEnabled: true,
      version: 1,
      voice: null,
    });
  });

  it.each([
    ['Conceição', 'Zoë', 'conceicao-e-zoe'],
    ['João 2', 'Maria', 'joao-2-e-maria'],
  ])('%s + %s → slug %s', (yourName, lovedName, slug) => {
    expect(aMemory({ details: { yourName, lovedName } }).slug).toBe(slug);
  });

  it.each<['basic' | 'premium', number, string]>([
    ['basic', 0, 'memory.photo-required'],
    ['basic', 2, 'memory.photo-limit-exceeded'],
    ['premium', 0, 'memory.photo-required'],
    ['premium', 4, 'memory.photo-limit-exceeded'],
  ])('%s with %i photos → %s', (plan, count, code) => {
    const details = validMemoryDetails(memoryDetailsInput({ plan }), NOW);
    const photos = Array.from({ length: count }, (_, i) => `/uploads/m1/${i}.webp`);
    expect(() => Memory.create({ id: 'm1', details, photos, now: NOW })).toThrow(expect.objectContaining({ code }));
  });

  it('copies the photo list it is given, and its snapshots are read-only', () => {
    const photos = ['/uploads/m1/a.webp'];
    const details = validMemoryDetails(memoryDetailsInput({ plan: 'basic' }), NOW);
    const memory = Memory.create({ id: 'm1', details, photos, now: NOW });
    photos.push('/uploads/m1/b.webp');
    const snapshot = memory.snapshot();
    expect(() => (snapshot.photos as string[]).push('/uploads/m1/c.webp')).toThrow(TypeError);
    expect(() => Object.assign(snapshot, { message: 'outra' })).toThrow(TypeError);
    expect(memory.photos).toEqual(['/uploads/m1/a.webp']);
  });

  it('shares a restored state instead of copying it, and never lets it change under a restored page', () => {
    const details = validMemoryDetails(memoryDetailsInput({ plan: 'basic' }), NOW);
    const state = { ...Memory.create({ id: 'm1', details, photos: ['/uploads/m1/a.webp'], now: NOW }).snapshot() };
    const restored = Memory.restore(state);
    expect(restored.snapshot()).toBe(state);
    expect(Object.isFrozen(state.photos)).toBe(true);
    expect(() => (state.photos as string[]).push('/uploads/m1/b.webp')).toThrow(TypeError);
  });

  it('restores exactly what was snapshotted', () => {
    const memory = premium('active');
    expect(Memory.restore(memory.snapshot()).snapshot()).toEqual(memory.snapshot());
  });
});

describe('recordPayment: an approval', () => {
  it('activates a pending basic page for one calendar year', () => {
    const memory = basic('pending_payment');
    expect(memory.recordPayment('pay-1', 'approved', NOW)).toBe(true);
    expect(memory.snapshot()).toMatchObject({
      status: 'active',
      paymentId: 'pay-1',
      paymentOutcome: 'approved',
      paidAt: NOW,
      endsAt: YEAR_AFTER_NOW,
      updatedAt: NOW,
    });
  });

  it('ends a basic page approved on 29 Feb on 28 Feb of the next year, same time', () => {
    const memory = aMemory({ details: { plan: 'basic', datingSince: '2020-01-01' }, createdAt: new Date('2024-02-29T10:00:00.000Z') });
    memory.recordPayment('pay-1', 'approved', new Date('2024-02-29T18:30:00.000Z'));
    expect(memory.endsAt).toEqual(new Date('2025-02-28T18:30:00.000Z'));
  });

  it.each([
    // 1 Mar 00:00 UTC is still 28 Feb 21:00 in São Paulo: the year ends on 28 Feb 21:00 there, i.e. 29 Feb 00:00 UTC
    ['2023-03-01T00:00:00.000Z', '2024-02-29T00:00:00.000Z'],
    // 29 Feb 01:00 UTC is 28 Feb 22:00 in São Paulo: a year later is 28 Feb 22:00 there, i.e. 1 Mar 01:00 UTC
    ['2024-02-29T01:00:00.000Z', '2025-03-01T01:00:00.000Z'],
  ])('counts the year on the São Paulo calendar: approved at %s ends at %s', (approvedAt, endsAt) => {
    const memory = aMemory({ details: { plan: 'basic', datingSince: '2020-01-01' }, createdAt: new Date('2023-01-01T00:00:00.000Z') });
    expect(memory.recordPayment('pay-1', 'approved', new Date(approvedAt))).toBe(true);
    expect(memory.endsAt?.toISOString()).toBe(endsAt);
  });

  it('keeps how the approved payment was made; a refusal or a later report of another payment does not', () => {
    const memory = premium('pending_payment');
    expect(memory.recordPayment('pay-1', 'rejected', NOW, 'card')).toBe(true);
    expect(memory.paymentMethod).toBeNull();
    expect(memory.recordPayment('pay-2', 'approved', NOW, 'pix')).toBe(true);
    expect(memory.snapshot()).toMatchObject({ status: 'active', paymentId: 'pay-2', paymentMethod: 'pix' });
    expect(memory.recordPayment('pay-3', 'approved', NOW, 'card')).toBe(false);
    expect(memory.paymentMethod).toBe('pix');
  });

  it('activates a premium page forever', () => {
    const memory = premium('pending_payment');
    expect(memory.recordPayment('pay-1', 'approved', NOW)).toBe(true);
    expect(memory.snapshot()).toMatchObject({ status: 'active', paidAt: NOW, endsAt: null });
  });

  it.each([
    ['the same payment', 'pay-1'],
    ['another payment', 'pay-2'],
  ])('is idempotent: a second approval of %s changes nothing', (_case, secondId) => {
    const memory = basic('pending_payment');
    memory.recordPayment('pay-1', 'approved', NOW);
    const before = memory.snapshot();
    expect(memory.recordPayment(secondId, 'approved', later(DAY))).toBe(false);
    expect(memory.snapshot()).toEqual(before);
  });

  it('activates a page whose earlier attempt was refused', () => {
    const memory = basic('payment_failed');
    expect(memory.recordPayment('pay-2', 'approved', later(DAY))).toBe(true);
    expect(memory.snapshot()).toMatchObject({ status: 'active', paymentId: 'pay-2', paidAt: later(DAY) });
  });

  it('activates a page when the refused attempt is later approved (the demo checkout tries again)', () => {
    const memory = basic('pending_payment');
    memory.recordPayment('pay-1', 'rejected', NOW);
    expect(memory.recordPayment('pay-1', 'approved', later(DAY))).toBe(true);
    expect(memory.status).toBe('active');
  });

  it.each<[string, () => Memory]>([
    ['expired basic', () => basic('expired')],
    ['suspended basic', () => basic('suspended')],
    ['suspended premium', () => premium('suspended')],
  ])('ignores a late approval of a %s page, from any payment', (_case, build) => {
    for (const paymentId of ['pay-9', `pay-${build().id}`]) {
      const memory = build();
      const before = memory.snapshot();
      expect(memory.recordPayment(paymentId, 'approved', later(DAY))).toBe(false);
      expect(memory.snapshot()).toEqual(before);
    }
  });
});

describe('recordPayment: a refusal', () => {
  it.each<[MemoryStatus, boolean, MemoryStatus]>([
    ['pending_payment', true, 'payment_failed'],
    ['active', false, 'active'],
    ['expired', false, 'expired'],
    ['suspended', false, 'suspended'],
  ])('of another attempt: %s → changed %s, now %s', (status, changed, after) => {
    const memory = basic(status);
    expect(memory.recordPayment('pay-other', 'rejected', later(DAY))).toBe(changed);
    expect(memory.status).toBe(after);
  });

  it('repeated changes nothing', () => {
    const memory = basic('pending_payment');
    memory.recordPayment('pay-1', 'rejected', NOW);
    const before = memory.snapshot();
    expect(memory.recordPayment('pay-1', 'rejected', later(DAY))).toBe(false);
    expect(memory.snapshot()).toEqual(before);
  });

  it('arriving after the approval of the same payment changes nothing', () => {
    const memory = basic('pending_payment');
    memory.recordPayment('pay-1', 'approved', NOW);
    expect(memory.recordPayment('pay-1', 'rejected', later(DAY))).toBe(false);
    expect(memory.status).toBe('active');
  });
});

describe('recordPayment: a refund or charge-back', () => {
  it.each<[string, () => Memory]>([
    ['active basic', () => basic('active')],
    ['active premium', () => premium('active')],
  ])('of the payment that published an %s page suspends it', (_case, build) => {
    const memory = build();
    const before = memory.snapshot();
    expect(memory.recordPayment(`pay-${before.id}`, 'reversed', later(DAY))).toBe(true);
    expect(memory.snapshot()).toEqual({ ...before, status: 'suspended', paymentOutcome: 'reversed', updatedAt: later(DAY) });
  });

  it('of another payment leaves a published page online (a double payment is refunded, the page stays)', () => {
    const memory = premium('active');
    const before = memory.snapshot();
    expect(memory.recordPayment('pay-double', 'reversed', later(DAY))).toBe(false);
    expect(memory.snapshot()).toEqual(before);
  });

  it('arriving before its approval keeps the page unpublished, and the late approval changes nothing', () => {
    const memory = basic('pending_payment');
    expect(memory.recordPayment('pay-1', 'reversed', NOW)).toBe(true);
    expect(memory.snapshot()).toMatchObject({ status: 'payment_failed', paymentId: 'pay-1', paymentOutcome: 'reversed', paidAt: null });
    expect(memory.recordPayment('pay-1', 'approved', later(DAY))).toBe(false);
    expect(memory.recordPayment('pay-0', 'rejected', later(DAY))).toBe(false);
    expect(memory.status).toBe('payment_failed');
    expect(memory.availabilityAt(later(DAY))).toBe('not-found');
  });

  it('a new payment after a reversed attempt still publishes the page', () => {
    const memory = basic('pending_payment');
    memory.recordPayment('pay-1', 'reversed', NOW);
    expect(memory.recordPayment('pay-2', 'approved', later(DAY))).toBe(true);
    expect(memory.status).toBe('active');
  });

  it('of an expired page is recorded, and the page stays expired', () => {
    const memory = basic('expired');
    expect(memory.recordPayment(`pay-${memory.id}`, 'reversed', later(DAY))).toBe(true);
    expect(memory.snapshot()).toMatchObject({ status: 'expired', paymentOutcome: 'reversed' });
    expect(memory.recordPayment(`pay-${memory.id}`, 'reversed', later(DAY))).toBe(false);
  });

  it('repeated on a suspended page changes nothing', () => {
    const memory = premium('suspended');
    const before = memory.snapshot();
    expect(memory.recordPayment(`pay-${before.id}`, 'reversed', later(DAY))).toBe(false);
    expect(memory.snapshot()).toEqual(before);
  });
});

describe('recordPayment: reports in any order end in the same state', () => {
  const reports: [string, 'approved' | 'rejected' | 'reversed'][] = [
    ['pay-1', 'rejected'],
    ['pay-2', 'approved'],
    ['pay-2', 'reversed'],
  ];
  const orders = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
  ];
  it.each(orders)('order %i %i %i: the page is never public after the reversal of its payment', (...order) => {
    const memory = basic('pending_payment');
    for (const index of order) {
      const [paymentId, outcome] = reports[index]!;
      memory.recordPayment(paymentId, outcome, later(DAY));
    }
    expect(memory.availabilityAt(later(DAY))).not.toBe('public');
    expect(memory.snapshot()).toMatchObject({ paymentId: 'pay-2', paymentOutcome: 'reversed' });
  });
});

describe('expireIfDue: a basic page expires exactly at its end', () => {
  it.each([
    ['one millisecond before the end', YEAR_AFTER_NOW.getTime() - 1, false],
    ['exactly at the end', YEAR_AFTER_NOW.getTime(), true],
    ['one millisecond after the end', YEAR_AFTER_NOW.getTime() + 1, true],
    ['years after the end', YEAR_AFTER_NOW.getTime() + 3 * 365 * DAY, true],
  ])('%s → %s', (_case, at, expires) => {
    const memory = basic('active');
    expect(memory.expireIfDue(new Date(at))).toBe(expires);
    expect(memory.status).toBe(expires ? 'expired' : 'active');
  });

  it.each<[string, () => Memory]>([
    ['an active premium page', () => premium('active')],
    ['a pending page', () => basic('pending_payment')],
    ['a failed page', () => basic('payment_failed')],
    ['a suspended page', () => basic('suspended')],
    ['an expired page', () => basic('expired')],
  ])('never changes %s', (_case, build) => {
    const memory = build();
    const before = memory.snapshot();
    expect(memory.expireIfDue(new Date('2100-01-01T00:00:00.000Z'))).toBe(false);
    expect(memory.snapshot()).toEqual(before);
  });
});

describe('availabilityAt: only active pages within their time are public (decisions: lifecycle)', () => {
  it.each<[string, () => Memory, Date, string]>([
    ['pending', () => basic('pending_payment'), NOW, 'not-found'],
    ['payment failed', () => basic('payment_failed'), NOW, 'not-found'],
    ['active basic', () => basic('active'), NOW, 'public'],
    ['active basic a millisecond before its end', () => basic('active'), new Date(YEAR_AFTER_NOW.getTime() - 1), 'public'],
    ['active basic at its end, no expiry job run', () => basic('active'), YEAR_AFTER_NOW, 'expired'],
    ['active basic past its end, no expiry job run', () => basic('active'), later(400 * DAY), 'expired'],
    ['active premium a century later', () => premium('active'), new Date('2126-03-10T15:00:00.000Z'), 'public'],
    ['expired', () => basic('expired'), NOW, 'expired'],
    ['suspended', () => premium('suspended'), NOW, 'suspended'],
  ])('%s → %s', (_case, build, at, availability) => {
    expect(build().availabilityAt(at)).toBe(availability);
  });
});

describe('prepareEdit and applyEdit (spec §3 Edit state, §5 Photos and YouTube link)', () => {
  const PHOTO_A = '/uploads/mem0000000000001/a.webp';
  const PHOTO_B = '/uploads/mem0000000000001/b.webp';
  const change = (overrides: Partial<MemoryEditRequest> = {}): MemoryEditRequest => ({
    message: 'Nova mensagem',
    datingSince: '2022-01-01',
    youtube: `https://youtu.be/${ID}`,
    removedPhotos: [],
    addedCount: 0,
    ...overrides,
  });

  it('replaces the fields and the photos, keeping order: kept first, then added', () => {
    const memory = premium('active');
    const edit = memory.prepareEdit(change({ removedPhotos: [PHOTO_A], addedCount: 2, message: ' Oi\r\namor ' }), NOW);
    expect(edit).toEqual({
      message: 'Oi\namor',
      datingSince: '2022-01-01',
      youtube: CANONICAL,
      keptPhotos: [PHOTO_B],
      keptHiddenPhotos: [],
      removedPhotos: [PHOTO_A],
      addedCount: 2,
      revealAt: null,
      // Not sent: the page's look stays as it is.
      palette: 'rose',
      fallingEmoji: 'hearts',
      revealStyle: 'tap',
      story: [],
    });
    memory.applyEdit(edit, ['/uploads/x/1.webp', '/uploads/x/2.webp'], later(DAY));
    expect(memory.snapshot()).toMatchObject({
      message: 'Oi\namor',
      datingSince: '2022-01-01',
      youtube: CANONICAL,
      photos: [PHOTO_B, '/uploads/x/1.webp', '/uploads/x/2.webp'],
      updatedAt: later(DAY),
      status: 'active',
      slug: 'ana-julia-e-joao',
      yourName: 'Ana Júlia',
      email: 'ana@example.com',
    });
  });

  it("changes the page's look by name, and refuses a name it does not know", () => {
    const memory = premium('active');
    memory.applyEdit(memory.prepareEdit(change({ palette: 'ocean', fallingEmoji: 'sparkles', revealStyle: 'scratch' }), NOW), [], later(DAY));
    expect(memory.snapshot()).toMatchObject({ palette: 'ocean', fallingEmoji: 'sparkles', revealStyle: 'scratch' });
    expect(memory.look.revealStyle).toBe('scratch');
    expect(() => memory.prepareEdit(change({ palette: 'neon' }), NOW)).toThrow(expect.objectContaining({ code: 'look.palette-unknown' }));
    expect(() => memory.prepareEdit(change({ fallingEmoji: 'tulips' }), NOW)).toThrow(
      expect.objectContaining({ code: 'look.falling-emoji-unknown' }),
    );
  });

  it('checks without changing the memory', () => {
    const memory = premium('active');
    const before = memory.snapshot();
    memory.prepareEdit(change({ removedPhotos: [PHOTO_A], addedCount: 1 }), NOW);
    expect(memory.snapshot()).toEqual(before);
  });

  it('refuses to remove a photo that is not on the page', () => {
    const memory = premium('active');
    expect(() => memory.prepareEdit(change({ removedPhotos: ['/uploads/other/a.webp'] }), NOW)).toThrow(
      expect.objectContaining({ code: 'memory.photo-not-on-page' }),
    );
  });

  it('lists a photo removed twice once', () => {
    const edit = premium('active').prepareEdit(change({ removedPhotos: [PHOTO_A, PHOTO_A] }), NOW);
    expect(edit.removedPhotos).toEqual([PHOTO_A]);
    expect(edit.keptPhotos).toEqual([PHOTO_B]);
  });

  it.each<['basic' | 'premium', string[], number, string | null]>([
    ['premium', [], 1, null], // 2 kept + 1 = 3
    ['premium', [], 2, 'memory.photo-limit-exceeded'], // 2 + 2 = 4
    ['premium', [PHOTO_A, PHOTO_B], 3, null],
    ['premium', [PHOTO_A, PHOTO_B], 4, 'memory.photo-limit-exceeded'],
    ['premium', [PHOTO_A, PHOTO_B], 0, 'memory.photo-required'],
    ['basic', [], 0, null], // 1 kept
    ['basic', [], 1, 'memory.photo-limit-exceeded'],
    ['basic', [PHOTO_A], 1, null], // swap the photo
    ['basic', [PHOTO_A], 0, 'memory.photo-required'],
  ])('%s removing %j and adding %i → %s', (plan, removedPhotos, addedCount, code) => {
    const memory = plan === 'basic' ? basic('active') : premium('active');
    const prepare = () => memory.prepareEdit(change({ removedPhotos, addedCount }), NOW);
    if (code === null) expect(prepare).not.toThrow();
    else expect(prepare).toThrow(expect.objectContaining({ code }));
  });

  it.each<['basic' | 'premium', string | null, string | null]>([
    ['premium', `https://www.youtube.com/watch?v=${ID}`, CANONICAL],
    ['premium', `youtu.be/${ID}`, CANONICAL],
    ['premium', `http://www.youtu.be/${ID}?t=10`, CANONICAL],
    ['premium', `youtube.com/watch?v=${ID}&t=42s`, CANONICAL],
    ['premium', 'https://youtu.be/a-b_c-d_e-f', 'https://www.youtube.com/watch?v=a-b_c-d_e-f'],
    ['premium', '', null],
    ['premium', null, null],
    ['basic', `https://www.youtube.com/watch?v=${ID}`, null],
    ['basic', 'https://www.youtube.com/shorts/whatever', null],
  ])('%s with link %j stores %j', (plan, youtube, stored) => {
    const memory = plan === 'basic' ? basic('active') : premium('active');
    expect(memory.prepareEdit(change({ youtube }), NOW).youtube).toBe(stored);
  });

  it.each([
    ['shorts', `https://www.youtube.com/shorts/${ID}`],
    ['embed', `https://www.youtube.com/embed/${ID}`],
    ['another host', 'https://vimeo.com/123456789'],
  ])('premium applies the stricter edit rule to the link (%s) → memory.youtube-invalid', (_case, youtube) => {
    expect(() => premium('active').prepareEdit(change({ youtube }), NOW)).toThrow(expect.objectContaining({ code: 'memory.youtube-invalid' }));
  });

  it.each([
    ['an empty message', { message: '  ' }, 'memory.message-required'],
    ['a too long message', { message: 'a'.repeat(5001) }, 'memory.message-too-long'],
    ['a start tomorrow', { datingSince: '2026-03-11' }, 'memory.dating-since-in-future'],
    ['a start a minute ahead', { datingSince: '2026-03-10T12:01' }, 'memory.dating-since-in-future'],
    ['an impossible date', { datingSince: '2023-02-30' }, 'memory.dating-since-invalid'],
  ])('refuses %s → %s', (_case, overrides, code) => {
    expect(() => premium('active').prepareEdit(change(overrides), NOW)).toThrow(expect.objectContaining({ code }));
  });

  it('refuses added photos that differ from the prepared edit', () => {
    const memory = premium('active');
    const edit = memory.prepareEdit(change({ addedCount: 1 }), NOW);
    const before = memory.snapshot();
    expect(() => memory.applyEdit(edit, [], NOW)).toThrow('the added photos differ from the prepared edit');
    expect(() => memory.applyEdit(edit, ['/a', '/b'], NOW)).toThrow('the added photos differ from the prepared edit');
    expect(memory.snapshot()).toEqual(before);
  });
});

describe('revokeEditLinks', () => {
  it('raises the edit token version each time', () => {
    const memory = premium('active');
    expect(memory.editTokenVersion).toBe(1);
    memory.revokeEditLinks(later(1));
    expect(memory.editTokenVersion).toBe(2);
    memory.revokeEditLinks(later(2));
    expect(memory.snapshot()).toMatchObject({ editTokenVersion: 3, updatedAt: later(2) });
  });
});

describe('what a page tells of itself', () => {
  it('its stored music link, its payment’s outcome and the last notice its buyer was sent', () => {
    const memory = aMemory({ details: { plan: 'premium', youtube: `https://youtu.be/${ID}` }, status: 'active' });
    expect(memory.youtube).toBe(CANONICAL);
    expect(memory.paymentOutcome).toBe('approved');
    expect(memory.notice).toBeNull();
    memory.recordNotice('ends-in-30-days', later(DAY));
    expect(memory.notice).toBe('ends-in-30-days');
  });
});

describe('setRepliesEnabled', () => {
  it('closes and opens the page to replies, and changes nothing when it already is so', () => {
    const memory = premium('active');
    const before = memory.snapshot();
    expect(memory.setRepliesEnabled(true, later(1))).toBe(false);
    expect(memory.snapshot()).toBe(before);
    expect(memory.setRepliesEnabled(false, later(2))).toBe(true);
    expect(memory.snapshot()).toMatchObject({ repliesEnabled: false, updatedAt: later(2) });
  });
});
