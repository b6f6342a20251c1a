import { CreditCard, Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Email } from '../../../../domain/memory/email.js';
import { maskEmail } from '../../../../domain/memory/email-mask.js';
import type { PlanId } from '../../../../domain/plan/plan.js';
import { Button } from '../../../components/ui/button.js';
import { ListPrice } from '../../../components/ui/list-price.js';
import { Modal } from '../../../components/ui/modal.js';
import { useShopContent } from '../../../lib/shop-content.js';
import { MESSAGES } from '../../../../texts/messages.pt-br.js';
import { formatBrl } from '../../../../texts/currency.pt-br.js';
import { PLAN_TITLE } from '../../../../texts/plans.pt-br.js';
import { EMAIL_TRUST_TEXT as T } from '../../../../texts/email-trust.pt-br.js';
import { EmailTypoSuggestion } from '../../../components/form/email-typo-suggestion.js';
import { describedBy, Field } from '../../../components/form/field.js';
import { CREATE_LOOK, inputClassName } from './field-look.js';
import styles from './checkout-modal.module.css';
import { EMAIL_INPUT } from '../../../components/form/email-input.js';

interface CheckoutModalProps {
  readonly open: boolean;
  readonly plan: PlanId;
  readonly names: string;
  readonly email: string;
  readonly onEmailChange: (email: string) => void;
  readonly onClose: () => void;
  readonly onPay: (email: string) => void;
}

/** The plan, the couple and the total, a promotion's list price crossed out. */
function Summary({ plan, names }: { plan: PlanId; names: string }) {
  const price = useShopContent().plans[plan];
  return (
    <div className={styles.summary}>
      <div>
        <p className={styles.plan}>{PLAN_TITLE[plan]}</p>
        <p className={styles.names}>{names}</p>
      </div>
      <p className={styles.total}>
        <span className="visually-hidden">Total: </span>
        <ListPrice cents={price.listPriceCents} className={styles.listPrice} />
        <strong>{formatBrl(price.priceCents)}</strong>
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

/** A one-tap fix for a slip on a common provider or on ".com", and the address as the e-mail will show it, masked. */
function EmailCheck({ email, valid, onEmailChange }: { email: string; valid: boolean; onEmailChange: (email: string) => void }) {
  return (
    <>
      <EmailTypoSuggestion email={email} onPick={onEmailChange} className={styles.suggestion} />
      {valid && (
        <p className={styles.sendTo} aria-live="polite">
          <Mail size={16} aria-hidden="true" />
          {T.willSendTo(maskEmail(email))}
        </p>
      )}
    </>
  );
}

/** Both names, which make the page's address and cannot change: the buyer confirms them before paying. */
function NamesConfirmation({ names, confirmed, onConfirm }: { names: string; confirmed: boolean; onConfirm: (confirmed: boolean) => void }) {
  return (
    <fieldset className={styles.confirm}>
      <legend className={styles.confirmLegend}>{T.namesLegend}</legend>
      <p className={styles.confirmNames}>{names}</p>
      <p className={styles.confirmNote}>{T.namesNote}</p>
      <label className={styles.confirmCheck}>
        <input type="checkbox" checked={confirmed} onChange={(event) => onConfirm(event.target.checked)} required />
        <span>{T.namesConfirm}</span>
      </label>
    </fieldset>
  );
}

/** Terms and privacy by the pay button; they open in another tab, so the form stays as it is. */
function Consent() {
  return (
    <p className={styles.consent}>
      {T.consentBefore}
      <a href="/terms-of-use" target="_blank" rel="noopener">
        {T.consentTerms}
        <span className="visually-hidden">{T.newTab}</span>
      </a>
      {T.consentBetween}
      <a href="/privacy-policy" target="_blank" rel="noopener">
        {T.consentPrivacy}
        <span className="visually-hidden">{T.newTab}</span>
      </a>
      {T.consentAfter}
    </p>
  );
}

/** Spec section 4, step 1: where the link and QR Code go, the total, and a pay button that waits for a valid e-mail. */
export function CheckoutModal({ open, plan, names, email, onEmailChange, onClose, onPay }: CheckoutModalProps) {
  const [touched, setTouched] = useState(false);
  // The names confirmed, not a flag: changing a name after confirming asks again.
  const [confirmedNames, setConfirmedNames] = useState<string | null>(null);
  const namesConfirmed = confirmedNames === names;
  const valid = Email.isValid(email);
  const error = (touched || email.includes('@')) && email !== '' && !valid ? MESSAGES.emailInvalid : null;
  const price = useShopContent().plans[plan];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || !namesConfirmed) {
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
            {...EMAIL_INPUT}
            autoComplete="email"
            placeholder="voce@exemplo.com"
            value={email}
            onChange={(event) => onEmailChange(event.target.value)}
            onBlur={() => setTouched(true)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy('email-compra', error, true)}
            required
          />
        </Field>
        <EmailCheck email={email} valid={valid} onEmailChange={onEmailChange} />
        <NamesConfirmation names={names} confirmed={namesConfirmed} onConfirm={(yes) => setConfirmedNames(yes ? names : null)} />
        <Button type="submit" block disabled={!valid || !namesConfirmed}>
          Ir para o pagamento · {formatBrl(price.priceCents)}
        </Button>
        <Consent />
        {/* After the button, so that it is in sight without scrolling on a small phone (360×740). */}
        <NextSteps />
      </form>
    </Modal>
  );
}
