export type Row = readonly [measure: string, product: string, baseline: string, ratio: string, target: string, result: string];

export interface Section {
  readonly title: string;
  readonly rows: readonly Row[];
  readonly notes?: readonly string[];
}

const HEADER: Row = ['Measure', 'Product', 'Baseline', 'Ratio', 'Target', 'Result'];

/** A plain-text table, one block per section, columns sized to their content. */
export function renderTable(sections: readonly Section[]): string {
  const all = [HEADER, ...sections.flatMap((s) => s.rows)];
  const widths = HEADER.map((_, col) => Math.max(...all.map((row) => row[col]!.length)));
  const line = (row: Row) => row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!))).join('  ');
  const rule = '-'.repeat(widths.reduce((a, b) => a + b, 0) + 2 * (widths.length - 1));
  const out: string[] = [line(HEADER), rule];
  for (const section of sections) {
    out.push(section.title);
    for (const row of section.rows) out.push(line(row));
    for (const note of section.notes ?? []) out.push(`  · ${note}`);
    out.push('');
  }
  return out.join('\n');
}
