import { PRODUCT_TIME_ZONE } from '../../domain/shared/zoned-time.js';
import { formatBrl } from '../../texts/currency.pt-br.js';

const dateTime = new Intl.DateTimeFormat('pt-BR', { timeZone: PRODUCT_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });

/** 22/11/2026 10:30, in São Paulo's time; "—" for none. */
export function when(instant: Date | null): string {
  return instant === null ? '—' : dateTime.format(instant).replace(',', '');
}

export const STATUS_LABEL: Readonly<Record<string, string>> = {
  pending_payment: 'aguardando pagamento',
  active: 'no ar',
  expired: 'expirada',
  payment_failed: 'pagamento recusado',
  suspended: 'suspensa (estorno)',
};

export const PAYMENT_OUTCOME_LABEL: Readonly<Record<string, string>> = { approved: 'aprovado', rejected: 'recusado', reversed: 'estornado' };

export const NOTIFICATION_STATUS_LABEL: Readonly<Record<string, string>> = {
  pending: 'na fila',
  done: 'aplicada',
  failed: 'falhou',
  cancelled: 'descartada',
};

export const EMAIL_STATUS_LABEL: Readonly<Record<string, string>> = {
  pending: 'na fila',
  done: 'enviado',
  failed: 'falhou',
  cancelled: 'cancelado',
};

/** Left-aligned columns wide enough for every cell, two spaces apart. */
/** "R$ 12,00" with a plain space: a terminal's output is searched and copied, where a no-break space would not match. */
export function money(cents: number): string {
  return formatBrl(cents).replace('\u00a0', ' ');
}

export function table(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)];
}

/** JSON for scripts: dates as ISO strings, two-space indentation. */
export function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
