/** "Pergunta de vocês" in memories-cli: `show` and `export` (never the answer's code), and `migrate-data`. */
export const QUESTION_SUPPORT = {
  label: 'Pergunta de vocês',
  none: 'nenhuma',
  question: (question: string) => `“${question}”`,
  hintLabel: 'Dica',
  hint: (hint: string | null) => (hint === null ? 'sem dica' : `“${hint}”`),
  alertLabel: 'Aviso de respostas erradas',
  /** When the buyer was last told that someone answered wrong ("Alguém tentou abrir a página de vocês"). */
  alerted: (alertedAt: string | null) => (alertedAt === null ? 'nunca enviado' : `último em ${alertedAt}`),
  /** memories-cli export: the line, and the note beside the questions in dados.json. */
  exported: (count: number) => `${count} pergunta(s) de vocês em dados.json (sem a resposta, que não guardamos).`,
  exportNote:
    'A resposta de cada pergunta não é guardada: guardamos só um código feito a partir dela, que confere a resposta ' +
    'dada na página sem permitir descobri-la.',
  /** memories-cli migrate-data. */
  copied: (source: number, copied: number) => `Perguntas de vocês: ${source} na origem, ${copied} copiadas agora.`,
} as const;
