import { describe, expect, it } from 'vitest';
import { DeleteBuyerData } from '../../../src/application/support/delete-buyer-data.js';
import { daysAgo, twoBuyersShop } from '../../support/mothers/two-buyers.mother.js';

/** The two-buyer shop, with this use case on it. */
async function shop() {
  const ctx = { ...(await twoBuyersShop()) };
  await ctx.outbox.enqueue({ to: 'ana@example.com', reason: 'resend', memoryIds: ['a1'] }, daysAgo(1));
  // A file of Ana's page the row no longer points at (left by a failed edit): it is hers too.
  ctx.photos.files.set('/uploads/a1/leftover.webp', new Uint8Array([1]));
  const deleteData = new DeleteBuyerData(ctx.repository, ctx.repository, ctx.photos, ctx.outbox);
  const state = () => ({ rows: ctx.repository.all(), tasks: ctx.outbox.all(), photos: ctx.photos.paths() });
  return { ...ctx, deleteData, state };
}

const ANA_REPORT = {
  email: 'ana@example.com',
  memories: [
    { id: 'a1', status: 'active', photos: 2 },
    { id: 'a2', status: 'expired', photos: 1 },
    { id: 'a3', status: 'suspended', photos: 2 },
    { id: 'a4', status: 'payment_failed', photos: 1 },
    { id: 'a5', status: 'pending_payment', photos: 2 },
  ],
  emails: 3,
  deliveryEmails: 0,
};

describe('DeleteBuyerData (support CLI: right of deletion)', () => {
  it('erases every page of the address whatever its status, its photo files and every e-mail to it', async () => {
    const ctx = await shop();

    await expect(ctx.deleteData.execute({ email: 'ana@example.com' })).resolves.toEqual(ANA_REPORT);

    expect(await ctx.repository.findByEmail('ana@example.com')).toEqual([]);
    for (const id of ['a1', 'a2', 'a3', 'a4', 'a5']) expect(await ctx.repository.findById(id)).toBeNull();
    expect(ctx.photos.paths().filter((path) => !path.startsWith('/uploads/a10/'))).toEqual([]);
    expect((await ctx.outbox.list()).map((task) => task.payload.to)).not.toContain('ana@example.com');
  });

  it('keeps everything of other buyers, even a page whose id starts like one of hers and an address that ends like hers', async () => {
    const ctx = await shop();
    const bia = (await ctx.repository.findById('a10'))!.snapshot();

    await ctx.deleteData.execute({ email: 'ana@example.com' });

    expect(ctx.repository.all()).toEqual([bia]);
    expect(ctx.photos.paths()).toEqual(['/uploads/a10/a.webp', '/uploads/a10/b.webp']);
    expect((await ctx.outbox.list()).map((task) => task.payload)).toEqual([
      { to: 'bia@example.com', reason: 'activated', memoryIds: ['a10'] },
      { to: 'xana@example.com', reason: 'resend', memoryIds: ['x1'] },
    ]);
  });

  it('finds the buyer whatever the case of the address and surrounding spaces', async () => {
    const ctx = await shop();
    await expect(ctx.deleteData.execute({ email: '  ANA@Example.COM ' })).resolves.toEqual(ANA_REPORT);
    expect(ctx.repository.all().map((row) => row.id)).toEqual(['a10']);
  });

  it('on a dry run, says what it would erase and changes nothing', async () => {
    const ctx = await shop();
    const before = ctx.state();
    await expect(ctx.deleteData.execute({ email: 'ana@example.com', dryRun: true })).resolves.toEqual(ANA_REPORT);
    expect(ctx.state()).toEqual(before);
  });

  it('erases nothing for an address with no data', async () => {
    const ctx = await shop();
    const before = ctx.state();
    await expect(ctx.deleteData.execute({ email: 'nobody@example.com' })).resolves.toEqual({
      email: 'nobody@example.com',
      memories: [],
      emails: 0,
      deliveryEmails: 0,
    });
    expect(ctx.state()).toEqual(before);
  });

  it('a second run finds nothing left', async () => {
    const ctx = await shop();
    await ctx.deleteData.execute({ email: 'ana@example.com' });
    await expect(ctx.deleteData.execute({ email: 'ana@example.com' })).resolves.toEqual({
      email: 'ana@example.com',
      memories: [],
      emails: 0,
      deliveryEmails: 0,
    });
  });

  it.each([
    ['empty', ''],
    ['missing @', 'anaexample.com'],
    ['missing dot', 'ana@example'],
  ])('rejects an invalid address (%s) with memory.email-invalid and erases nothing', async (_case, email) => {
    const ctx = await shop();
    const before = ctx.state();
    await expect(ctx.deleteData.execute({ email })).rejects.toMatchObject({ code: 'memory.email-invalid' });
    expect(ctx.state()).toEqual(before);
  });
  it('erases the e-mails her pages sent their recipients on the day, and no one else’s', async () => {
    const ctx = await shop();
    await ctx.outbox.enqueue({ to: 'joao@example.com', reason: 'delivery', memoryIds: ['a1'] }, daysAgo(1));
    await ctx.outbox.enqueue({ to: 'caio@example.com', reason: 'delivery', memoryIds: ['a10'] }, daysAgo(1));

    await expect(ctx.deleteData.execute({ email: 'ana@example.com' })).resolves.toEqual({ ...ANA_REPORT, deliveryEmails: 1 });

    const left = (await ctx.outbox.list()).map((task) => task.payload.to);
    expect(left).not.toContain('joao@example.com');
    expect(left).toContain('caio@example.com');
  });
});
