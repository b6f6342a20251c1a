import { describe, expect, it } from 'vitest';
import { ExportBuyerData } from '../../../src/application/support/export-buyer-data.js';
import { daysAgo, photoBytesOf as bytesOf, twoBuyersShop } from '../../support/mothers/two-buyers.mother.js';

/** The two-buyer shop, with this use case on it. */
async function shop() {
  const ctx = { ...(await twoBuyersShop()) };
  const exportData = new ExportBuyerData(ctx.repository, ctx.photos, ctx.outbox);
  return { ...ctx, exportData };
}

describe('ExportBuyerData (support CLI: right of access)', () => {
  it('exports every page of the address, whatever its status, oldest first, and no page of anyone else', async () => {
    const ctx = await shop();
    const exported = await ctx.exportData.execute({ email: 'ana@example.com' });
    expect(exported.email).toBe('ana@example.com');
    expect(exported.memories.map((memory) => [memory.id, memory.status])).toEqual([
      ['a1', 'active'],
      ['a2', 'expired'],
      ['a3', 'suspended'],
      ['a4', 'payment_failed'],
      ['a5', 'pending_payment'],
    ]);
  });

  it('exports each page as the buyer gave it and as it stands, without internals', async () => {
    const ctx = await shop();
    const exported = await ctx.exportData.execute({ email: 'ana@example.com' });
    const { version: _version, editTokenVersion: _link, emailCorrectionKeyHash: _key, ...a1 } = (await ctx.repository.findById('a1'))!.snapshot();
    expect(exported.memories[0]).toEqual(a1);
    expect(exported.memories[0]).toMatchObject({ message: 'Cada dia ao seu lado é o meu favorito.', paymentId: 'pay-a1', paidAt: daysAgo(9) });
    for (const memory of exported.memories) {
      expect(memory).not.toHaveProperty('version');
      expect(memory).not.toHaveProperty('editTokenVersion');
      expect(memory).not.toHaveProperty('emailCorrectionKeyHash');
    }
    const json = JSON.stringify(exported);
    expect(json).not.toContain('"version"');
    expect(json).not.toContain('editTokenVersion');
    expect(json).not.toContain('token-');
  });

  it('exports the bytes of every photo of those pages, and says which are missing', async () => {
    const ctx = await shop();
    ctx.photos.files.delete('/uploads/a3/b.webp');
    const exported = await ctx.exportData.execute({ email: 'ana@example.com' });
    expect(exported.photos).toEqual([
      { memoryId: 'a1', path: '/uploads/a1/a.webp', bytes: bytesOf('/uploads/a1/a.webp') },
      { memoryId: 'a1', path: '/uploads/a1/b.webp', bytes: bytesOf('/uploads/a1/b.webp') },
      { memoryId: 'a2', path: '/uploads/a2/a.webp', bytes: bytesOf('/uploads/a2/a.webp') },
      { memoryId: 'a3', path: '/uploads/a3/a.webp', bytes: bytesOf('/uploads/a3/a.webp') },
      { memoryId: 'a3', path: '/uploads/a3/b.webp', bytes: null },
      { memoryId: 'a4', path: '/uploads/a4/a.webp', bytes: bytesOf('/uploads/a4/a.webp') },
      { memoryId: 'a5', path: '/uploads/a5/a.webp', bytes: bytesOf('/uploads/a5/a.webp') },
      { memoryId: 'a5', path: '/uploads/a5/b.webp', bytes: bytesOf('/uploads/a5/b.webp') },
    ]);
  });

  it('exports the e-mails to that address only, with their delivery', async () => {
    const ctx = await shop();
    const exported = await ctx.exportData.execute({ email: 'ana@example.com' });
    expect(exported.emails).toEqual([
      expect.objectContaining({ to: 'ana@example.com', reason: 'activated', memoryIds: ['a1'], status: 'done' }),
      expect.objectContaining({
        to: 'ana@example.com',
        reason: 'resend',
        memoryIds: ['a1', 'a2'],
        status: 'failed',
        lastError: expect.stringContaining('550'),
      }),
    ]);
  });

  it('finds the buyer whatever the case of the address and surrounding spaces', async () => {
    const ctx = await shop();
    const exported = await ctx.exportData.execute({ email: '  ANA@Example.COM ' });
    expect(exported.email).toBe('ana@example.com');
    expect(exported.memories).toHaveLength(5);
    expect(exported.emails).toHaveLength(2);
  });

  it('exports nothing for an address with no data', async () => {
    const ctx = await shop();
    await expect(ctx.exportData.execute({ email: 'nobody@example.com' })).resolves.toEqual({
      email: 'nobody@example.com',
      memories: [],
      photos: [],
      emails: [],
    });
  });

  it.each([
    ['empty', ''],
    ['missing @', 'anaexample.com'],
    ['with a space', 'ana julia@example.com'],
  ])('rejects an invalid address (%s) with memory.email-invalid', async (_case, email) => {
    const ctx = await shop();
    await expect(ctx.exportData.execute({ email })).rejects.toMatchObject({ code: 'memory.email-invalid' });
  });

  it('changes nothing', async () => {
    const ctx = await shop();
    const before = { rows: ctx.repository.all(), tasks: ctx.outbox.all(), photos: ctx.photos.paths() };
    await ctx.exportData.execute({ email: 'ana@example.com' });
    expect({ rows: ctx.repository.all(), tasks: ctx.outbox.all(), photos: ctx.photos.paths() }).toEqual(before);
  });
});
