import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { compileProduct } from './compile-product.js';

/**
 * Compiles the product once for the run (half a second), for the tests that start it as a process (product-entries.ts).
 * Inside node_modules/.cache so that the compiled files find the project's packages and package.json above them.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cache = join(import.meta.dirname, '../../../node_modules/.cache');
  await mkdir(cache, { recursive: true });
  const folder = await mkdtemp(join(cache, 'memories-product-'));
  await compileProduct(folder);
  project.provide('compiledProduct', folder);
  return () => rm(folder, { recursive: true, force: true });
}
