import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIGURES_END, FIGURES_START, testFiguresLine, withFiguresBlock } from '../support/docs/figures-block.js';

const ARCHITECTURE = readFileSync(join(import.meta.dirname, '../../docs/architecture.md'), 'utf8');

describe('the figures written into the docs (npm run docs:figures)', () => {
  it('have their one block in docs/architecture.md', () => {
    expect(() => withFiguresBlock(ARCHITECTURE, ['x'])).not.toThrow();
  });

  it('replace what is between the marks, and nothing else', () => {
    const doc = `# Tests\n\nBefore.\n${FIGURES_START}\nold line\n${FIGURES_END}\nAfter.\n`;
    expect(withFiguresBlock(doc, ['new line'])).toBe(`# Tests\n\nBefore.\n${FIGURES_START}\n\nnew line\n${FIGURES_END}\nAfter.\n`);
  });

  it('refuse a document without the block, or with two', () => {
    const block = `${FIGURES_START}\n${FIGURES_END}\n`;
    expect(() => withFiguresBlock('# Tests\n', [])).toThrow('expected one block between');
    expect(() => withFiguresBlock(`${block}${block}`, [])).toThrow('expected one block between');
  });

  it('say when they were counted, with thousands separated', () => {
    expect(testFiguresLine({ countedOn: '2026-12-06', innerLoopFiles: 180, innerLoopTests: 2945, allFiles: 277 })).toBe(
      'Counted on 2026-12-06: the inner loop holds 180 of the 277 test files, 2,945 tests.',
    );
  });
});
