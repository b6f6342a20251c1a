import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { planIdFrom, type PlanId } from '../../domain/plan/plan.js';
import { PageShell } from '../components/layout/page-shell.js';
import { useDocumentTitle } from '../components/layout/use-document-title.js';
import { CreateMemoryForm } from '../features/create-memory/create-memory-form.js';
import styles from '../features/create-memory/create-memory-page.module.css';
import { useShopContent } from '../lib/shop-content.js';
import { promotionScope, promotionTag } from '../../texts/shop-content.pt-br.js';

/** `/create?plan=`: `premium` selects the Plano Pra Sempre, anything else the Plano Anual; the address follows the toggle. */
export function CreateMemoryPage() {
  const { promotion } = useShopContent();
  useDocumentTitle('Crie sua página');
  const [params, setParams] = useSearchParams();
  const planInAddress = planIdFrom(params.get('plan'));
  // Held here as well, so the toggle answers at once; it follows the address when a link changes it.
  const [plan, setPlan] = useState<PlanId>(planInAddress);
  const [addressSeen, setAddressSeen] = useState<PlanId>(planInAddress);
  if (planInAddress !== addressSeen) {
    setAddressSeen(planInAddress);
    setPlan(planInAddress);
  }

  const changePlan = (next: PlanId) => {
    setPlan(next);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('plan', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <PageShell
      mainClassName={styles.main}
      headerActions={
        <span className={styles.secure}>
          <ShieldCheck size={16} aria-hidden="true" />
          Compra segura
        </span>
      }
    >
      <div className={styles.inner}>
        <div className={styles.intro}>
          {promotion && <p className={styles.offer}>{`${promotionTag(promotion)} ${promotionScope(promotion)}`}</p>}
          <h1 className={styles.title}>Crie a página de vocês</h1>
          <p className={styles.lead}>
            Preencha os dados, acompanhe a <a href="#previa">prévia</a> e receba o link e o QR Code por e-mail logo após o pagamento.
          </p>
        </div>
        <CreateMemoryForm plan={plan} onPlanChange={changePlan} />
      </div>
    </PageShell>
  );
}
