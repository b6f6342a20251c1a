import { CreditCard, Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { isValidEmail } from '../../../../domain/memory/email.js';
import type { PlanId } from '../../../../domain/plan/plan.js';
import { PLANS } from '../../../../domain/plan/plan.js';
import { Button } from '../../../components/ui/button.js';
import { Modal } from '../../../components/ui/modal.js';
import { MESSAGES } from '../../../../texts/messages.pt-br.js';
import { formatBrl } from '../../../../texts/currency.pt-br.js';
import { PLAN_TITLE } from '../../../../texts/plans.pt-br.js';
import { describedBy, Field } from '../../../components/form/field.js';
import { CREATE_LOOK, inputClassName } from './field-look.js';
import styles from './checkout-modal.module.css';

interface CheckoutModalProps {
  readonly open: boolean;
  readonly plan: PlanId;
  readonly names: string;
  readonly email: string;
  readonly onEmailChange: (email: string) => void;
  readonly onClose: () => void;
  readonly onPay: (email: string) => void;
}

/** The plan, the couple and the total, list price crossed out. */
function Summary({ plan, names }: { plan: PlanId; names: string }) {
  const chosen = PLANS[plan];
  return (
    <div className={styles.summary}>
      <div>
        <p className={styles.plan}>{PLAN_TITLE[chosen.id]}</p>
        <p className={styles.names}>{names}</p>
      </div>
      <p className={styles.total}>
        <span className="visually-hidden">Total: </span>
        <s className={styles.listPrice} aria-label={`de ${formatBrl(chosen.listPriceCents)}`}>
          {formatBrl(chosen.listPriceCents)}
        </s>
        <strong>{formatBrl(chosen.priceCents)}</strong>
      </p>
    </div>
  );
}

/** What happens after the click: the checkout, then the e-mail. */
function NextSteps() {
  return (
    <ul className={styles.next}>
      <li>
        <CreditCard size={18} aria-hidden="true" />
        <span>Você será redirecionado ao Mercado Pago para pagar com PIX ou cartão, com segurança.</span>
      </li>
      <li>
        <Mail size={18} aria-hidden="true" />
        <span>Assim que o pagamento for aprovado, sua página é publicada e o link e o QR Code chegam por e-mail.</span>
      </li>
    </ul>
  );
}

/** Spec section 4, step 1: where the link and QR Code go, the total, and a pay button that waits for a valid e-mail. */
export function CheckoutModal({ open, plan, names, email, onEmailChange, onClose, onPay }: CheckoutModalProps) {
  const [touched, setTouched] = useState(false);
  const valid = isValidEmail(email);
  const error = (touched || email.includes('@')) && email !== '' && !valid ? MESSAGES.emailInvalid : null;
  const chosen = PLANS[plan];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      setTouched(true);
      return;
    }
    onPay(email.trim());
  };

  return (
    <Modal open={open} title="Quase lá!" onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Summary plan={plan} names={names} />
        <Field id="email-compra" label="Seu e-mail" error={error} hint="Confira com atenção: é para ele que enviamos tudo." look={CREATE_LOOK}>
          <input
            id="email-compra"
            className={inputClassName}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="voce@exemplo.com"
            value={email}
            onChange={(event) => onEmailChange(event.target.value)}
            onBlur={() => setTouched(true)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy('email-compra', error, true)}
            required
          />
        </Field>
        <NextSteps />
        <Button type="submit" block disabled={!valid}>
          Ir para o pagamento · {formatBrl(chosen.priceCents)}
        </Button>
      </form>
    </Modal>
  );
}
