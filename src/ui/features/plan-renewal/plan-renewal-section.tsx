import { useEffect, useState } from 'react';
import type { PlanSummaryResponse } from '../../../adapters/http/contract/plan-renewal.contract.js';
import { RENEWAL_TEXT } from '../../../texts/renewal.pt-br.js';
import { fetchPlanSummary } from './plan-renewal-api.js';
import { PlanOptions } from './plan-options.js';
import styles from './plan-renewal.module.css';

/** The owner's plan on the edit page: the plan, its end date, "Renovar por mais um ano" and the upgrade. */
export function PlanRenewalSection({ memoryId, token }: { memoryId: string; token: string }) {
  const [summary, setSummary] = useState<PlanSummaryResponse | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    fetchPlanSummary(memoryId, { token }).then(
      (loaded) => current && setSummary(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [memoryId, token]);

  if (failed) return null;
  return (
    <section className={styles.section} aria-labelledby="plan-renewal-title">
      <h2 id="plan-renewal-title" className={styles.title}>
        {RENEWAL_TEXT.sectionTitle}
      </h2>
      {summary ? <PlanOptions summary={summary} credentials={{ token }} /> : <p>{RENEWAL_TEXT.loading}</p>}
    </section>
  );
}
