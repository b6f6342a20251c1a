import { useEffect, useState } from 'react';
import type { OrderExtrasRules } from './order-extras-rules.js';

/** The extras' rules, loaded the first time `needed` (an extra opened) and kept from then on; null until loaded. */
export function useOrderExtrasRules(needed: boolean): OrderExtrasRules | null {
  const [rules, setRules] = useState<OrderExtrasRules | null>(null);
  useEffect(() => {
    if (needed && rules === null) void import('./order-extras-rules.js').then(setRules);
  }, [needed, rules]);
  return rules;
}
