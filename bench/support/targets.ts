export interface Target {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  readonly comparison: '<' | '<=' | '>=';
  readonly limit: number;
  readonly met: boolean;
}

export function target(name: string, value: number, unit: string, comparison: Target['comparison'], limit: number): Target {
  const met = comparison === '<' ? value < limit : comparison === '<=' ? value <= limit : value >= limit;
  return { name, value, unit, comparison, limit, met: Number.isFinite(value) && met };
}

export function describeTarget(t: Target): string {
  return `${t.comparison} ${t.limit}${t.unit}`;
}

export function verdict(t: Target): string {
  return t.met ? 'met' : 'NOT MET';
}
