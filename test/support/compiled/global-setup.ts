import type { TestProject } from 'vitest/node';
import { compiledProductFolder } from './compiled-product-cache.js';

/**
 * Provides the product compiled for the tests that start it as a process (product-entries.ts): the copy compiled from
 * these very sources by an earlier run, or compiled now (half a second of wall, two of esbuild's CPU).
 */
export default async function setup(project: TestProject): Promise<void> {
  project.provide('compiledProduct', await compiledProductFolder());
}
