import { expect, it } from 'vitest';
import type { Database } from '../../src/adapters/persistence/mikro-orm/open-database.js';
import { MemorySchema } from '../../src/adapters/persistence/mikro-orm/memory.schema.js';
import { toMemoryRecord } from '../../src/adapters/persistence/mikro-orm/memory.mapper.js';
import { MikroOrmMemoryRepository } from '../../src/adapters/persistence/mikro-orm/mikro-orm-memory-repository.js';
import { aMemory } from '../support/mothers/memory.mother.js';

/** Text a statement must carry as a value: quotes, a comment, a backslash and a NUL in the middle. */
export const AWKWARD_TEXT = "antes\u0000depois ' or 1=1 -- \\ fim";

/**
 * Values reach the database bound beside the statement, never written into its text: a value holding quotes or a NUL
 * neither cuts nor changes the statement. `nul` says what the engine does with the NUL itself: SQLite keeps it (the
 * value comes back whole); PostgreSQL's text cannot hold it and refuses the value (22021), on a connection that keeps
 * working.
 */
export function describeBoundValues(open: () => Promise<Database>, nul: 'kept' | 'refused-by-the-engine'): void {
  it('hand-written reads take a value with a NUL and quotes as data: nothing found, nothing cut', async () => {
    const database = await open();
    const repository = new MikroOrmMemoryRepository(database);
    await repository.add(aMemory({ id: 'boundvalues00001' }));
    const found = repository.findByEmail(AWKWARD_TEXT);
    if (nul === 'kept') await expect(found).resolves.toEqual([]);
    else await expect(found).rejects.toSatisfy((error) => causeCodes(error).includes('22021'));
    // The connection is not broken, and the quotes matched nothing they should not have.
    expect((await repository.findByEmail('ana@example.com')).map((memory) => memory.id)).toEqual(['boundvalues00001']);
    await expect(repository.findByEmail("x' or '1'='1")).resolves.toEqual([]);
  });

  it("MikroORM's own insert and update bind the value too", async () => {
    const database = await open();
    const repository = new MikroOrmMemoryRepository(database);
    const record = {
      ...toMemoryRecord(aMemory({ id: 'boundvalues00002' })),
      message: nul === 'kept' ? AWKWARD_TEXT : AWKWARD_TEXT.replace('\u0000', ''),
    };
    await database.orm.em.fork().insert(MemorySchema, record);
    expect((await repository.findById('boundvalues00002'))?.message).toBe(record.message);

    const update = database.orm.em.fork().nativeUpdate(MemorySchema, { id: 'boundvalues00002' }, { message: `${AWKWARD_TEXT}!` });
    if (nul === 'kept') {
      await update;
      expect((await repository.findById('boundvalues00002'))?.message).toBe(`${AWKWARD_TEXT}!`);
    } else {
      await expect(update).rejects.toSatisfy((error) => causeCodes(error).includes('22021'));
      expect((await repository.findById('boundvalues00002'))?.message).toBe(record.message);
    }
  });
}

/** The codes along an error's chain of causes. */
function causeCodes(error: unknown): string[] {
  const codes: string[] = [];
  for (let current = error, depth = 0; current && depth < 8; current = (current as { cause?: unknown }).cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
  }
  return codes;
}
