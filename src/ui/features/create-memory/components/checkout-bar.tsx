import { Heart, Lock } from 'lucide-react';
import type { PlanId } from '../../../../domain/plan/plan.js';
import { Button } from '../../../components/ui/button.js';
import { ListPrice } from '../../../components/ui/list-price.js';
import { useHydrated } from '../../../lib/use-hydrated.js';
import { useShopContent } from '../../../lib/shop-content.js';
import { MESSAGES } from '../../../../texts/messages.pt-br.js';
import { formatBrl } from '../../../../texts/currency.pt-br.js';
import { PLAN_TITLE } from '../../../../texts/plans.pt-br.js';
import styles from '../create-memory-form.module.css';

/**
 * The total, and the submit button: half-opaque, saying what is missing, until the form is complete. In the form's
 * HTML, before its code runs, the button is disabled (looking as it does while the form is incomplete): the browser
 * would otherwise send the form's fields in the address of a reload.
 */
export function CheckoutBar({ plan, complete }: { plan: PlanId; complete: boolean }) {
  const price = useShopContent().plans[plan];
  const hydrated = useHydrated();
  return (
    <div className={styles.checkout}>
      <div className={styles.total}>
        <span className={styles.totalLabel}>
          <span>Total</span>
          <strong>{PLAN_TITLE[plan]}</strong>
        </span>
        <span className={styles.price}>
          <ListPrice cents={price.listPriceCents} />
          <strong>{formatBrl(price.priceCents)}</strong>
        </span>
      </div>
      <Button
        type="submit"
        disabled={!hydrated}
        block
        aria-disabled={!complete}
        aria-describedby={complete ? undefined : 'dados-faltantes'}
        className={styles.submit}
      >
        <Heart size={20} aria-hidden="true" />
        Criar minha página
      </Button>
      {!complete && (
        <p id="dados-faltantes" className={styles.missing}>
          {MESSAGES.missingData}
        </p>
      )}
      <p className={styles.secure}>
        <Lock size={14} aria-hidden="true" />
        Pagamento seguro pelo Mercado Pago · PIX ou cartão
      </p>
    </div>
  );
}
