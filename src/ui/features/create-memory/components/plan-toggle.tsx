import { memo } from 'react';
import { Check, X } from 'lucide-react';
import { PLANS, type PlanId } from '../../../../domain/plan/plan.js';
import { ListPrice } from '../../../components/ui/list-price.js';
import { useShopContent } from '../../../lib/shop-content.js';
import { formatBrl } from '../../../../texts/currency.pt-br.js';
import { PLAN_SHORT_NAME, PLAN_TITLE, planFeatureLabel } from '../../../../texts/plans.pt-br.js';
import styles from './plan-toggle.module.css';

const ORDER: readonly PlanId[] = ['basic', 'premium'];

/** What one plan includes, under its own card: a buyer never reads one plan's features under the other. */
function PlanFeatures({ id }: { id: PlanId }) {
  const plan = PLANS[id];
  return (
    <ul id={`plano-${id}-inclui`} className={styles.features}>
      {plan.features.map(({ feature, included }) => (
        <li key={feature} className={included ? styles.included : styles.missing}>
          {included ? <Check size={14} strokeWidth={3} aria-hidden="true" /> : <X size={14} strokeWidth={3} aria-hidden="true" />}
          {planFeatureLabel(plan, feature)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The two plans as radio cards, each with its price and what it includes, always visible before paying. Drawn again
 * only when the plan changes, not at every keystroke of the form.
 */
export const PlanToggle = memo(function PlanToggle({ plan, onChange }: { plan: PlanId; onChange: (plan: PlanId) => void }) {
  const prices = useShopContent().plans;
  return (
    <fieldset className={styles.fieldset}>
      <legend className="visually-hidden">Escolha o plano</legend>
      <div className={styles.options}>
        {ORDER.map((id) => {
          const option = PLANS[id];
          const selected = id === plan;
          return (
            <div key={id} className={`${styles.option} ${selected ? styles.selected : ''}`} data-testid={`plano-${id}`}>
              <label className={styles.head}>
                <input
                  type="radio"
                  name="plan"
                  value={id}
                  checked={selected}
                  onChange={() => onChange(id)}
                  className={styles.radio}
                  aria-describedby={`plano-${id}-inclui`}
                />
                {option.mostPopular && <span className={styles.badge}>Mais popular</span>}
                <span className={styles.check} aria-hidden="true">
                  {selected && <Check size={14} strokeWidth={3} />}
                </span>
                <span className={styles.name}>{PLAN_TITLE[id]}</span>
                <span className={styles.prices}>
                  <span className={styles.price}>{formatBrl(prices[id].priceCents)}</span>
                  <ListPrice cents={prices[id].listPriceCents} className={styles.listPrice} />
                </span>
              </label>
              <PlanFeatures id={id} />
            </div>
          );
        })}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {`Plano ${PLAN_SHORT_NAME[plan]} escolhido.`}
      </p>
    </fieldset>
  );
});
