import { useState } from 'react';
import type { PlanSummaryResponse } from '../../../adapters/http/contract/plan-renewal.contract.js';
import { PLAN_TITLE } from '../../../texts/plans.pt-br.js';
import { formatBrl } from '../../../texts/currency.pt-br.js';
import { RENEWAL_TEXT } from '../../../texts/renewal.pt-br.js';
import { Button } from '../../components/ui/button.js';
import { ApiError } from '../../lib/api-client.js';
import { checkoutNavigation } from '../../lib/checkout-navigation.js';
import { startPlanOrder, type PlanCredentials } from './plan-renewal-api.js';
import styles from './plan-renewal.module.css';

const day = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Sao_Paulo' });
export const formatDay = (iso: string) => day.format(new Date(iso));

/** The plan, its end, and the two purchases a basic page can take: one more year, or the lifetime plan. */
export function PlanOptions({ summary, credentials }: { summary: PlanSummaryResponse; credentials: PlanCredentials }) {
  const [busy, setBusy] = useState<'renewal' | 'upgrade' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = async (kind: 'renewal' | 'upgrade') => {
    setBusy(kind);
    setError(null);
    try {
      const { init_point } = await startPlanOrder(summary.memoryId, kind, credentials);
      checkoutNavigation.go(init_point);
    } catch (caught) {
      setError(caught instanceof ApiError && caught.serverMessage ? caught.serverMessage : RENEWAL_TEXT.loadFailed);
      setBusy(null);
    }
  };

  return (
    <div className={styles.options}>
      <p className={styles.plan}>
        <strong>{PLAN_TITLE[summary.plan]}</strong>
      </p>
      <PlanDates summary={summary} />
      {summary.availability === 'suspended' && <p role="alert">{RENEWAL_TEXT.suspended}</p>}
      {summary.renewal.allowed && (
        <Button block disabled={busy !== null} onClick={() => void start('renewal')}>
          {busy === 'renewal' ? RENEWAL_TEXT.opening : `${RENEWAL_TEXT.renew} (${formatBrl(summary.renewal.priceCents)})`}
        </Button>
      )}
      {summary.upgrade.allowed && (
        <>
          <Button block variant="secondary" disabled={busy !== null} onClick={() => void start('upgrade')}>
            {busy === 'upgrade' ? RENEWAL_TEXT.opening : RENEWAL_TEXT.upgrade(formatBrl(summary.upgrade.priceCents))}
          </Button>
          <p className={styles.hint}>{RENEWAL_TEXT.upgradeHint}</p>
        </>
      )}
      {(summary.renewal.allowed || summary.upgrade.allowed) && <p className={styles.hint}>{RENEWAL_TEXT.sameLink}</p>}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

function PlanDates({ summary }: { summary: PlanSummaryResponse }) {
  if (summary.endsAt === null) return <p>{RENEWAL_TEXT.lifetime}</p>;
  if (summary.availability !== 'expired') return <p>{RENEWAL_TEXT.endsOn(formatDay(summary.endsAt))}</p>;
  return (
    <>
      <p>{RENEWAL_TEXT.endedOn(formatDay(summary.endsAt))}</p>
      {summary.removalAt && <p>{RENEWAL_TEXT.keptUntil(formatDay(summary.removalAt))}</p>}
    </>
  );
}
