import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeMigratedDatabase } from './write-migrated-database.js';

/** Migrates one SQLite file for the whole run; tests copy it instead of migrating a database each (migrated-database.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'memories-sqlite-template-'));
  const path = join(folder, 'memories.sqlite');
  await writeMigratedDatabase(path);
  project.provide('sqliteTemplate', path);
  return () => rm(folder, { recursive: true, force: true });
}
