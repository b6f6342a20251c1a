/** The lines a script writes into a document, between these two marks; the rest of the document stays as it is. */
export const FIGURES_START = '<!-- figures: written by `npm run docs:figures` (scripts/docs-figures.ts); run it, do not edit -->';
export const FIGURES_END = '<!-- /figures -->';

export interface TestFigures {
  /** The day they were counted, `YYYY-MM-DD`. */
  readonly countedOn: string;
  readonly innerLoopFiles: number;
  readonly innerLoopTests: number;
  readonly allFiles: number;
}

const counted = (value: number) => value.toLocaleString('en-US');

export function testFiguresLine(figures: TestFigures): string {
  return (
    `Counted on ${figures.countedOn}: the inner loop holds ${counted(figures.innerLoopFiles)} of the ` +
    `${counted(figures.allFiles)} test files, ${counted(figures.innerLoopTests)} tests.`
  );
}

/**
 * `markdown` with the block between the marks replaced by `lines`, after a blank line (as Prettier writes a paragraph
 * after an HTML comment); it refuses a document without exactly one block.
 */
export function withFiguresBlock(markdown: string, lines: readonly string[]): string {
  const start = markdown.indexOf(FIGURES_START);
  const end = markdown.indexOf(FIGURES_END);
  if (start < 0 || end < start || markdown.indexOf(FIGURES_START, start + 1) >= 0) {
    throw new Error(`expected one block between "${FIGURES_START}" and "${FIGURES_END}"`);
  }
  return `${markdown.slice(0, start)}${[FIGURES_START, '', ...lines, ''].join('\n')}${markdown.slice(end)}`;
}
