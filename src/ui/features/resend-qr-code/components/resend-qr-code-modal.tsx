import { MailCheck } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '../../../components/ui/button.js';
import { Modal } from '../../../components/ui/modal.js';
import { MESSAGES } from '../../../../texts/messages.pt-br.js';
import { RESEND_HELP } from '../../../../texts/resend-help.pt-br.js';
import { whatsappSupportUrl, WHATSAPP_SUPPORT } from '../../../../texts/shop-identity.pt-br.js';
import { useShopContent } from '../../../lib/shop-content.js';
import { useShopIdentity } from '../../../lib/shop-identity.js';
import { useResendModal, type ResendModalFocus, type ResendModalModel } from './use-resend-modal.js';
import styles from './resend-qr-code-modal.module.css';
import { EMAIL_INPUT } from '../../../components/form/email-input.js';

export { RESEND_AUTO_CLOSE_MS } from './use-resend-modal.js';

export const RESEND_TITLE = 'Reenviar QR Code';

interface ResendQrCodeModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/** Whom to write to: the shop's contact e-mail, else its WhatsApp; nothing when it gives neither. */
function ContactLine() {
  const { contactEmail, name } = useShopContent();
  const shop = useShopIdentity();
  if (contactEmail) {
    return (
      <p>
        {RESEND_HELP.contactBefore}
        <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        {RESEND_HELP.contactAfter}
      </p>
    );
  }
  if (!shop?.whatsapp) return null;
  return (
    <p>
      {RESEND_HELP.whatsappBefore}
      <a href={whatsappSupportUrl(shop.whatsapp, name)} target="_blank" rel="noopener noreferrer">
        {WHATSAPP_SUPPORT.channel}
        <span className="visually-hidden"> {WHATSAPP_SUPPORT.newTab}</span>
      </a>
      {RESEND_HELP.contactAfter}
    </p>
  );
}

/** What to do when the e-mail does not arrive: where to look, how long to wait, and whom to write to. */
function NothingArrived() {
  const titleId = useId();
  return (
    <section className={styles.help} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.helpTitle}>
        {RESEND_HELP.title}
      </h3>
      <ul className={styles.helpSteps}>
        {RESEND_HELP.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      <ContactLine />
    </section>
  );
}

function ResendForm({ modal, inputRef }: { modal: ResendModalModel; inputRef: ResendModalFocus['inputRef'] }) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const { error } = modal;
  return (
    <form className={styles.form} noValidate onSubmit={modal.submit}>
      <p className={styles.intro}>{MESSAGES.resendIntro}</p>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={inputId}>
          E-mail
        </label>
        <p id={hintId} className={styles.hint}>
          {RESEND_HELP.sameAddress}
        </p>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          {...EMAIL_INPUT}
          autoComplete="email"
          placeholder="Seu e-mail"
          value={modal.email}
          onChange={(event) => modal.changeEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        />
        {error && (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" block aria-disabled={modal.sending || undefined}>
        {modal.sending ? MESSAGES.sending : RESEND_TITLE}
      </Button>
      <NothingArrived />
    </form>
  );
}

/**
 * "Reenviar QR Code": asks for the buyer's e-mail and has the link, QR code and edit link sent again. Closing it, by
 * hand or 3 s after success, clears the e-mail and resets it.
 */
export function ResendQrCodeModal({ open, onClose }: ResendQrCodeModalProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const modal = useResendModal(open, onClose, { inputRef, sentRef });
  return (
    <Modal open={open} title={RESEND_TITLE} onClose={modal.close}>
      {modal.sent ? (
        <div className={styles.sent} role="status">
          <span className={styles.sentIcon} aria-hidden="true">
            <MailCheck size={30} />
          </span>
          <p ref={sentRef} tabIndex={-1} className={styles.sentTitle}>
            {MESSAGES.resendSuccessTitle}
          </p>
          <p className={styles.sentText}>{MESSAGES.resendSuccessText}</p>
        </div>
      ) : (
        <ResendForm modal={modal} inputRef={inputRef} />
      )}
    </Modal>
  );
}
