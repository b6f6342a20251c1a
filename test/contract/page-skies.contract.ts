import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MemoryRepository } from '../../src/application/ports/memory-repository.js';
import type { PageSkies } from '../../src/application/ports/page-skies.js';
import { aMemory } from '../support/mothers/memory.mother.js';

export interface PageSkiesUnderTest {
  readonly skies: PageSkies;
  /** The pages the skies belong to, in the same database. */
  readonly pages: MemoryRepository;
  cleanup(): Promise<void>;
}

const PAGE = 'page000000000001';
const OTHER = 'page000000000002';
const CAMPINAS = { memoryId: PAGE, name: 'Campinas, SP', latitude: -22.91, longitude: -47.07, timeZone: 'America/Sao_Paulo' };

/** One specification of `PageSkies`, run against the fake and the SQL adapter on both engines. */
export function describePageSkiesContract(name: string, factory: () => Promise<PageSkiesUnderTest>): void {
  describe(`PageSkies contract: ${name}`, () => {
    let subject: PageSkiesUnderTest;

    beforeEach(async () => {
      subject = await factory();
    });
    afterEach(() => subject.cleanup());

    it('keeps a place as saved, to its last decimal, replaces it whole on the next save, and removes it', async () => {
      await expect(subject.skies.find(PAGE)).resolves.toBeNull();
      await subject.skies.save(CAMPINAS);
      await expect(subject.skies.find(PAGE)).resolves.toEqual(CAMPINAS);
      const abroad = { memoryId: PAGE, name: 'Lisboa', latitude: 38.7223, longitude: -9.1393, timeZone: 'Etc/GMT+1' };
      await subject.skies.save(abroad);
      await expect(subject.skies.find(PAGE)).resolves.toEqual(abroad);
      await expect(subject.skies.remove(PAGE)).resolves.toBe(true);
      await expect(subject.skies.find(PAGE)).resolves.toBeNull();
      await expect(subject.skies.remove(PAGE)).resolves.toBe(false);
    });

    it("keeps each page's sky apart", async () => {
      await subject.skies.save(CAMPINAS);
      await subject.skies.save({ ...CAMPINAS, memoryId: OTHER, name: 'Manaus, AM', timeZone: 'America/Manaus' });
      await subject.skies.remove(OTHER);
      await expect(subject.skies.find(PAGE)).resolves.toEqual(CAMPINAS);
    });
  });
}

export function describeSkyRemovedWithThePage(name: string, factory: () => Promise<PageSkiesUnderTest>): void {
  describe(`PageSkies removed with the page: ${name}`, () => {
    it("removing the page removes its sky, and no other page's", async () => {
      const subject = await factory();
      try {
        await subject.pages.add(aMemory({ id: PAGE, status: 'active' }));
        await subject.pages.add(aMemory({ id: OTHER, status: 'active' }));
        await subject.skies.save(CAMPINAS);
        await subject.skies.save({ ...CAMPINAS, memoryId: OTHER });

        await expect(subject.pages.remove(PAGE)).resolves.toBe(true);
        await expect(subject.skies.find(PAGE)).resolves.toBeNull();
        await expect(subject.skies.find(OTHER)).resolves.toMatchObject({ memoryId: OTHER });
      } finally {
        await subject.cleanup();
      }
    });
  });
}
