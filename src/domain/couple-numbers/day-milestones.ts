/**
 * The round numbers of days together worth announcing: every hundred up to a thousand, every five hundred up to five
 * thousand, then every thousand ("faltam 12 dias para 1.000 dias juntos").
 */
export function nextDayMilestone(days: number): number {
  const step = days < 1000 ? 100 : days < 5000 ? 500 : 1000;
  return (Math.floor(days / step) + 1) * step;
}

export interface DayMilestone {
  /** The round number: the one reached today, or the next one. */
  readonly target: number;
  /** Days left until it; 0 when it is today. */
  readonly remaining: number;
}

/** The milestone reached today, if `days` is one, otherwise the next. */
export function dayMilestone(days: number): DayMilestone {
  const today = days > 0 && nextDayMilestone(days - 1) === days;
  const target = today ? days : nextDayMilestone(days);
  return { target, remaining: target - days };
}
