import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { PLANS, type Plan } from '../../../../domain/plan/plan.js';
import type { PlanPrice } from '../../../../domain/shop/plan-prices.js';
import { ListPrice } from '../../../components/ui/list-price.js';
import { useShopContent } from '../../../lib/shop-content.js';
import { buttonClassName } from '../../../components/ui/button.js';
import { formatBrl } from '../../../../texts/currency.pt-br.js';
import { PLAN_TITLE, planFeatureLabel } from '../../../../texts/plans.pt-br.js';
import { promotionDiscount, promotionUntil } from '../../../../texts/shop-content.pt-br.js';
import section from './section.module.css';
import styles from './plans-section.module.css';

/** How long the page stays online, said plainly. */
export function planValidityText(plan: Plan): string {
  if (plan.validityYears === null) return 'Sua página fica no ar para sempre';
  return `Sua página fica no ar por ${plan.validityYears} ${plan.validityYears === 1 ? 'ano' : 'anos'}`;
}

function PlanCard({ plan, price }: { readonly plan: Plan; readonly price: PlanPrice }) {
  const titleId = useId();
  const list = price.listPriceCents;
  return (
    <article className={`${styles.card} ${plan.mostPopular ? styles.popular : ''}`} aria-labelledby={titleId}>
      {plan.mostPopular && <p className={styles.badge}>Mais popular</p>}
      <h3 id={titleId} className={styles.title}>
        {PLAN_TITLE[plan.id]}
      </h3>
      <p className={styles.validity}>{planValidityText(plan)}</p>
      <div className={styles.price}>
        {list !== null && (
          <p>
            <ListPrice cents={list} className={styles.listPrice} word="De" />{' '}
            <span className={styles.off}>-{Math.round((1 - price.priceCents / list) * 100)}%</span>
          </p>
        )}
        <p className={styles.now}>
          {list !== null && <span className="visually-hidden">por </span>}
          {formatBrl(price.priceCents)}
        </p>
        <p className={styles.once}>pagamento único</p>
      </div>
      <ul className={styles.features}>
        {plan.features.map(({ feature, included }) => (
          <li key={feature} className={included ? styles.included : styles.missing}>
            {included ? <Check size={18} aria-hidden="true" /> : <X size={18} aria-hidden="true" />}
            {planFeatureLabel(plan, feature)}
          </li>
        ))}
      </ul>
      <Link
        to={`/create?plan=${plan.id}`}
        className={buttonClassName({ variant: plan.mostPopular ? 'primary' : 'secondary', block: true }, styles.choose)}
        aria-describedby={titleId}
      >
        Escolher plano
      </Link>
    </article>
  );
}

/** #planos: both plans of the catalogue, with their prices (a promotion's list price crossed out while it runs). */
export function PlansSection() {
  const { plans, promotion } = useShopContent();
  return (
    <section id="planos" className={section.section} aria-labelledby="planos-titulo">
      <div className={section.inner}>
        <div className={section.head}>
          <p className={section.eyebrow}>Planos</p>
          <h2 id="planos-titulo" className={section.heading}>
            Escolha o presente ideal
          </h2>
          <p className={section.lead}>
            {promotion && `${promotion.samePercent ? 'Todos os planos' : 'Planos'} com ${promotionDiscount(promotion)}${promotionUntil(promotion)}. `}
            Um pagamento só, sem mensalidade.
          </p>
        </div>
        <div className={styles.grid}>
          <PlanCard plan={PLANS.basic} price={plans.basic} />
          <PlanCard plan={PLANS.premium} price={plans.premium} />
        </div>
      </div>
    </section>
  );
}
