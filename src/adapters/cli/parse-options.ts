import { Email } from '../../domain/memory/email.js';
import type { MemoryStatus } from '../../domain/memory/memory-status.js';
import { instantOfWallTime } from '../../domain/shared/zoned-time.js';
import type { PlanId } from '../../domain/plan/plan.js';
import { CliUsageError } from './cli-usage-error.js';

const STATUSES: readonly MemoryStatus[] = ['pending_payment', 'active', 'expired', 'payment_failed', 'suspended'];
const PLAN_IDS: readonly PlanId[] = ['basic', 'premium'];

/** `--as-of 2027-03-10` (midnight in São Paulo) or a full ISO instant (`2027-03-10T15:00:00Z`). */
export function parseInstant(value: string, option: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const instant = instantOfWallTime({ year, month, day: date, hour: 0, minute: 0 });
    if (new Date(Date.UTC(year, month - 1, date)).getUTCDate() === date) return instant;
  } else if (/^\d{4}-\d{2}-\d{2}T/.test(value) && Number.isFinite(Date.parse(value))) {
    return new Date(value);
  }
  throw new CliUsageError(`${option}: data inválida "${value}"; use AAAA-MM-DD ou uma data ISO completa.`);
}

/** `7d`, `7` (days) or `48h`. */
export function parseDays(value: string, option: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*(d|h)?$/.exec(value.trim());
  const amount = match ? Number(match[1]) : NaN;
  if (!match || !(amount > 0)) throw new CliUsageError(`${option}: prazo inválido "${value}"; use por exemplo 7d ou 48h.`);
  return match[2] === 'h' ? amount / 24 : amount;
}

export function parsePositiveInt(value: string, option: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new CliUsageError(`${option}: use um número inteiro positivo, não "${value}".`);
  return Number(value);
}

/** `--status active,expired` or the option repeated. */
export function parseStatuses(values: readonly string[]): MemoryStatus[] {
  return splitList(values).map((value) => {
    if (!STATUSES.includes(value as MemoryStatus)) throw new CliUsageError(`--status: "${value}" não existe; use ${STATUSES.join(', ')}.`);
    return value as MemoryStatus;
  });
}

export function parsePlans(values: readonly string[]): PlanId[] {
  return splitList(values).map((value) => {
    if (!PLAN_IDS.includes(value as PlanId)) throw new CliUsageError(`--plan: "${value}" não existe; use basic ou premium.`);
    return value as PlanId;
  });
}

export function parseEmail(value: string, option: string): string {
  if (!Email.isValid(value)) throw new CliUsageError(`${option}: e-mail inválido "${value}".`);
  return value;
}

function splitList(values: readonly string[]): string[] {
  return values
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
}
