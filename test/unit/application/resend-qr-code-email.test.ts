import { describe, expect, it } from 'vitest';
import { ResendQrCodeEmail } from '../../../src/application/resend-qr-code-email/resend-qr-code-email.js';
import { MemoryLinks } from '../../../src/application/shared/memory-links.js';
import { PageLinksEmailBuilder } from '../../../src/application/shared/page-links-email-builder.js';
import type { Memory } from '../../../src/domain/memory/memory.js';
import { FakeEditTokens } from '../../fakes/fake-edit-tokens.js';
import { FakeQrCodeRenderer } from '../../fakes/fake-qr-code-renderer.js';
import { FixedClock } from '../../fakes/fixed-clock.js';
import { InMemoryMemoryRepository } from '../../fakes/in-memory-memory-repository.js';
import { RecordingMailer } from '../../fakes/recording-mailer.js';
import { aMemory, NOW } from '../../mothers/memory.mother.js';

const ORIGIN = 'https://memories.example';
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

async function setup(...memories: Memory[]) {
  const repository = new InMemoryMemoryRepository();
  for (const memory of memories) await repository.add(memory);
  const mailer = new RecordingMailer();
  const emails = new PageLinksEmailBuilder(new MemoryLinks(ORIGIN), new FakeEditTokens(), new FakeQrCodeRenderer());
  const resend = new ResendQrCodeEmail(repository, mailer, emails, new FixedClock(NOW));
  return { repository, mailer, resend };
}

describe('ResendQrCodeEmail (spec §2 Resend modal, §5 E-mail, §8; decisions: E-mail resend)', () => {
  it.each([
    ['empty', ''],
    ['missing @', 'anaexample.com'],
    ['missing dot', 'ana@example'],
    ['with a space', 'ana julia@example.com'],
  ])('an invalid address (%s) → memory.email-invalid and no e-mail', async (_case, email) => {
    const ctx = await setup(aMemory({ status: 'active' }));
    await expect(ctx.resend.execute({ email })).rejects.toMatchObject({ code: 'memory.email-invalid' });
    expect(ctx.mailer.sent).toEqual([]);
  });

  it('sends nothing to an unknown address', async () => {
    const ctx = await setup(aMemory({ status: 'active' }));
    await expect(ctx.resend.execute({ email: 'bia@example.com' })).resolves.toEqual({ pagesSent: 0 });
    expect(ctx.mailer.sent).toEqual([]);
  });

  it('sends nothing when none of the address pages is public now', async () => {
    const ctx = await setup(
      aMemory({ id: 'pending', status: 'pending_payment' }),
      aMemory({ id: 'failed', status: 'payment_failed' }),
      aMemory({ id: 'expired', details: { plan: 'basic' }, status: 'expired' }),
      aMemory({ id: 'suspended', status: 'suspended' }),
      aMemory({ id: 'pastend', details: { plan: 'basic' }, status: 'active', createdAt: daysAgo(366) }),
    );
    await expect(ctx.resend.execute({ email: 'ana@example.com' })).resolves.toEqual({ pagesSent: 0 });
    expect(ctx.mailer.sent).toEqual([]);
  });

  it('sends one e-mail listing every page of the address that is public now, whatever the case of the address', async () => {
    const ctx = await setup(
      aMemory({ id: 'premium1', status: 'active', createdAt: daysAgo(10) }),
      aMemory({ id: 'basic2', details: { plan: 'basic', lovedName: 'Bia' }, status: 'active', createdAt: daysAgo(5) }),
      aMemory({ id: 'pending', status: 'pending_payment', createdAt: daysAgo(1) }),
      aMemory({ id: 'failed', status: 'payment_failed', createdAt: daysAgo(2) }),
      aMemory({ id: 'suspended', status: 'suspended', createdAt: daysAgo(3) }),
      aMemory({ id: 'pastend', details: { plan: 'basic' }, status: 'active', createdAt: daysAgo(400) }),
      aMemory({ id: 'other', details: { email: 'bia@example.com' }, status: 'active' }),
    );

    await expect(ctx.resend.execute({ email: '  ANA@Example.COM ' })).resolves.toEqual({ pagesSent: 2 });

    expect(ctx.mailer.sent).toHaveLength(1);
    const [email] = ctx.mailer.sent;
    expect(email).toMatchObject({ to: 'ana@example.com', reason: 'resend' });
    expect(email!.pages).toEqual([
      {
        yourName: 'Ana Júlia',
        lovedName: 'João',
        plan: 'premium',
        publicUrl: `${ORIGIN}/ana-julia-e-joao/premium1`,
        editUrl: `${ORIGIN}/update/premium1?token=token-premium1-v1`,
        qrCodePng: new TextEncoder().encode(`qr:${ORIGIN}/ana-julia-e-joao/premium1`),
        endsAt: null,
      },
      {
        yourName: 'Ana Júlia',
        lovedName: 'Bia',
        plan: 'basic',
        publicUrl: `${ORIGIN}/ana-julia-e-bia/basic2`,
        editUrl: `${ORIGIN}/update/basic2?token=token-basic2-v1`,
        qrCodePng: new TextEncoder().encode(`qr:${ORIGIN}/ana-julia-e-bia/basic2`),
        endsAt: new Date(daysAgo(5).getTime() + 365 * DAY),
      },
    ]);
  });

  it('carries the current edit link after a revocation', async () => {
    const memory = aMemory({ id: 'm1', status: 'active' });
    memory.revokeEditLinks(NOW);
    const ctx = await setup(memory);
    await ctx.resend.execute({ email: 'ana@example.com' });
    expect(ctx.mailer.sent[0]?.pages[0]?.editUrl).toBe(`${ORIGIN}/update/m1?token=token-m1-v2`);
  });

  it('changes no memory', async () => {
    const ctx = await setup(aMemory({ id: 'm1', status: 'active' }));
    const before = ctx.repository.all();
    await ctx.resend.execute({ email: 'ana@example.com' });
    expect(ctx.repository.all()).toEqual(before);
  });
});
