/** "Entrega no dia" in memories-cli: `show` (the recipient's address masked), `export` and `migrate-data`. */
export const DELIVERY_SUPPORT = {
  label: 'Entrega no dia',
  none: 'não pedida',
  scheduled: (to: string, askedAt: string) => `agendada para ${to} (pedida ${askedAt}; sai na data de abertura)`,
  sent: (to: string, sentAt: string, askedAt: string) => `enviada para ${to} em ${sentAt} (pedida ${askedAt})`,
  cancelled: (to: string, cancelledAt: string, askedAt: string) => `cancelada em ${cancelledAt} (era para ${to}; pedida ${askedAt})`,
  /** memories-cli export. */
  exported: (count: number) => `${count} entrega(s) no dia em dados.json.`,
  /** memories-cli migrate-data. */
  copied: (source: number, copied: number) => `Entregas no dia: ${source} na origem, ${copied} copiadas agora.`,
} as const;
