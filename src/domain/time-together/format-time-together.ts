import type { TimeTogether, TimeTogetherUnit } from './time-together.js';

// Deprecated: the creation form's preview is the last reader. The words live in src/texts/time-together.pt-br.ts.

const UNITS: readonly [TimeTogetherUnit, string, string][] = [
  ['years', 'ano', 'anos'],
  ['months', 'mês', 'meses'],
  ['days', 'dia', 'dias'],
  ['hours', 'hora', 'horas'],
  ['minutes', 'minuto', 'minutos'],
  ['seconds', 'segundo', 'segundos'],
];

/**
 * "1 ano, 2 meses, 1 dia, 0 horas, 5 minutos e 1 segundo".
 * @deprecated Portuguese text belongs in src/texts: use `timeTogetherSentence` from src/texts/time-together.pt-br.ts.
 * Kept only for the creation form's preview until it switches over.
 */
export function formatTimeTogether(value: TimeTogether): string {
  const parts = UNITS.map(([key, one, many]) => `${value[key]} ${value[key] === 1 ? one : many}`);
  return `${parts.slice(0, -1).join(', ')} e ${parts[parts.length - 1]}`;
}
