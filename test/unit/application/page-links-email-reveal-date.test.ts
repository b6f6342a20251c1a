import { describe, expect, it } from 'vitest';
import { MemoryLinks } from '../../../src/application/shared/memory-links.js';
import { PageLinksEmailBuilder } from '../../../src/application/shared/page-links-email-builder.js';
import { FakeEditTokens } from '../../support/fakes/fake-edit-tokens.js';
import { FakeQrCodeRenderer } from '../../support/fakes/fake-qr-code-renderer.js';
import { SPEC_PRICES } from '../../support/fakes/spec-plan-prices.js';
import { aMemory, NOW } from '../../support/mothers/memory.mother.js';

const builder = new PageLinksEmailBuilder(new MemoryLinks('https://memories.example'), new FakeEditTokens(), new FakeQrCodeRenderer(), SPEC_PRICES);
// Midnight of 12 June 2026 in São Paulo.
const REVEAL = new Date('2026-06-12T03:00:00.000Z');
const sealedPage = aMemory({ status: 'active', details: { revealAt: '2026-06-12T00:00' } });

describe('the page links e-mail of a page with a reveal date', () => {
  it('carries the reveal date while the page is still sealed at sending', async () => {
    const email = await builder.build('ana@example.com', 'activated', [sealedPage], NOW);
    expect(email.pages[0]!.opensAt).toEqual(REVEAL);
  });

  it('carries none once the page has opened, nor for a page without a reveal date', async () => {
    const opened = await builder.build('ana@example.com', 'resend', [sealedPage], new Date('2026-06-12T03:00:01.000Z'));
    const plain = await builder.build('ana@example.com', 'activated', [aMemory({ status: 'active' })], NOW);
    expect(opened.pages[0]!.opensAt).toBeUndefined();
    expect(plain.pages[0]!.opensAt).toBeUndefined();
  });
});
