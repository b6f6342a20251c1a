import { join, relative } from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The product compiled once per test run by global-setup.ts (compile-product.ts), in the project's layout. */
    compiledProduct: string;
  }
}

const ROOT = join(import.meta.dirname, '../../..');

/**
 * Node's arguments to run a TypeScript entry of the product (src/main.ts, bin/memories-cli.ts, a crashing test server)
 * as a process of its own: its compiled twin from this test run, which starts in half the time and CPU of tsx compiling
 * it on the fly (a test run starts a few hundred), or through tsx when no compiled product was provided.
 */
export function nodeArgsFor(entry: string): string[] {
  const compiled = inject('compiledProduct') as string | undefined;
  if (!compiled) return ['--import', 'tsx', entry];
  return [join(compiled, relative(ROOT, entry).replace(/\.tsx?$/, '.js'))];
}
