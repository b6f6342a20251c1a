/** "Cartas para o futuro" in memories-cli: `show` (never a letter's text), `export` and `migrate-data`. */
export const LETTERS_SUPPORT = {
  label: 'Cartas para o futuro',
  none: 'nenhuma',
  count: (count: number) => `${count} ${count === 1 ? 'carta' : 'cartas'}`,
  /** One letter: its day ("YYYY-MM-DD"), title, and whether a visitor opened it. */
  letter: (day: string, title: string, openedAt: string | null) =>
    `abre em ${day}  “${title}” — ${openedAt === null ? 'ainda não aberta' : `aberta em ${openedAt}`}`,
  /** memories-cli export. */
  exported: (count: number) => `${count} carta(s) para o futuro em dados.json.`,
  /** memories-cli migrate-data. */
  copied: (source: number, copied: number) => `Cartas para o futuro: ${source} na origem, ${copied} copiadas agora.`,
} as const;
