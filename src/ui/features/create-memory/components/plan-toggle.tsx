import { Check, X } from 'lucide-react';
import { PLANS, type PlanId } from '../../../../domain/plan/plan.js';
import { formatBrl } from '../../../../texts/currency.pt-br.js';
import { PLAN_SHORT_NAME, PLAN_TITLE, planFeatureLabel } from '../../../../texts/plans.pt-br.js';
import styles from './plan-toggle.module.css';

const SUMMARY: Record<PlanId, string> = {
  basic: '1 ano no ar · 1 foto',
  premium: 'Para sempre · 3 fotos · música',
};

const ORDER: readonly PlanId[] = ['basic', 'premium'];

/** The two plans as radio cards, with price and what each includes, always visible before paying. */
export function PlanToggle({ plan, onChange }: { plan: PlanId; onChange: (plan: PlanId) => void }) {
  const chosen = PLANS[plan];
  return (
    <fieldset className={styles.fieldset}>
      <legend className="visually-hidden">Escolha o plano</legend>
      <div className={styles.options}>
        {ORDER.map((id) => {
          const option = PLANS[id];
          const selected = id === plan;
          return (
            <label key={id} className={`${styles.option} ${selected ? styles.selected : ''}`}>
              <input
                type="radio"
                name="plan"
                value={id}
                checked={selected}
                onChange={() => onChange(id)}
                className={styles.radio}
                aria-describedby={`plano-${id}-resumo`}
              />
              {option.mostPopular && <span className={styles.badge}>Mais popular</span>}
              <span className={styles.check} aria-hidden="true">
                {selected && <Check size={14} strokeWidth={3} />}
              </span>
              <span className={styles.name}>{PLAN_TITLE[id]}</span>
              <span className={styles.prices}>
                <span className={styles.price}>{formatBrl(option.priceCents)}</span>
                <s className={styles.listPrice} aria-label={`de ${formatBrl(option.listPriceCents)}`}>
                  {formatBrl(option.listPriceCents)}
                </s>
              </span>
              <span id={`plano-${id}-resumo`} className={styles.summary}>
                {SUMMARY[id]}
              </span>
            </label>
          );
        })}
      </div>
      <ul className={styles.features} aria-label={`O que o ${PLAN_TITLE[chosen.id]} inclui`}>
        {chosen.features.map(({ feature, included }) => (
          <li key={feature} className={included ? styles.included : styles.missing}>
            {included ? <Check size={14} strokeWidth={3} aria-hidden="true" /> : <X size={14} strokeWidth={3} aria-hidden="true" />}
            {planFeatureLabel(chosen, feature)}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {`Plano ${PLAN_SHORT_NAME[plan]} escolhido.`}
      </p>
    </fieldset>
  );
}
