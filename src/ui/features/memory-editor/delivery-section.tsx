import { useState, type KeyboardEvent } from 'react';
import type { OwnedDeliveryResponse } from '../../../adapters/http/contract/delivery.contract.js';
import { DELIVERY_TEXT as TEXT } from '../../../texts/delivery.pt-br.js';
import { revealMomentText } from '../../../texts/reveal-date.pt-br.js';
import { EMAIL_INPUT } from '../../components/form/email-input.js';
import { describedBy, Field } from '../../components/form/field.js';
import { Button } from '../../components/ui/button.js';
import { recipientAddressError } from '../memory-form/field-rules.js';
import { EDITOR_LOOK } from './editor-look.js';
import { useRecipientDelivery } from './use-recipient-delivery.js';
import { OwnerSection } from './owner-section.js';
import styles from './delivery-section.module.css';
import box from './owner-section.module.css';

interface DeliverySectionProps {
  readonly memoryId: string;
  readonly token: string;
  /** The page's saved reveal date ("2026-06-12T00:00"), or null: without one there is no instant to deliver at. */
  readonly revealAt: string | null;
}

/**
 * "Entrega no dia" on the owner's edit page of a page with a reveal date: the delivery as it stands (the address
 * masked), and asking for it, another address or "Cancelar entrega", each saved at once, until the page opens.
 */
export function DeliverySection({ memoryId, token, revealAt }: DeliverySectionProps) {
  return revealAt === null ? null : <Delivery memoryId={memoryId} token={token} />;
}

function Delivery({ memoryId, token }: { memoryId: string; token: string }) {
  const { delivery, loadFailed, saving, notice, save } = useRecipientDelivery(memoryId, token);
  return (
    <OwnerSection
      titleId="delivery-title"
      title={TEXT.title}
      loadFailed={loadFailed ? TEXT.loadFailed : null}
      busy={saving || (!delivery && !loadFailed)}
      notice={notice}
    >
      {delivery && <DeliveryState delivery={delivery} saving={saving} save={save} />}
    </OwnerSection>
  );
}

interface DeliveryStateProps {
  readonly delivery: OwnedDeliveryResponse;
  readonly saving: boolean;
  readonly save: (to: string | null) => Promise<boolean>;
}

function DeliveryState({ delivery, saving, save }: DeliveryStateProps) {
  const [readdressing, setReaddressing] = useState(false);
  if (delivery.status === 'sent') return <p className={box.text}>{TEXT.sent(delivery.to ?? '', revealMomentText(delivery.sentAt ?? ''))}</p>;
  if (delivery.status !== 'scheduled' || readdressing) {
    const saveAndClose = async (to: string) => {
      if (await save(to)) setReaddressing(false);
    };
    return (
      <>
        {!readdressing && <p className={box.text}>{TEXT.offer}</p>}
        <AddressForm saving={saving} action={readdressing ? TEXT.saveAddress : TEXT.schedule} onSave={saveAndClose} />
        {readdressing && (
          <Button variant="ghost" onClick={() => setReaddressing(false)} disabled={saving}>
            {TEXT.keepAddress}
          </Button>
        )}
      </>
    );
  }
  return (
    <>
      <p className={box.text}>{TEXT.scheduled(delivery.to ?? '')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setReaddressing(true)} disabled={saving}>
          {TEXT.readdress}
        </Button>
        <Button variant="ghost" onClick={() => void save(null)} disabled={saving}>
          {TEXT.cancel}
        </Button>
      </div>
    </>
  );
}

/** The address, checked by the domain's rule before it goes; Enter saves it (the edit page's own form is not sent). */
function AddressForm({ saving, action, onSave }: { saving: boolean; action: string; onSave: (to: string) => Promise<void> }) {
  const [address, setAddress] = useState('');
  const [tried, setTried] = useState(false);
  const problem = address.trim() === '' ? null : recipientAddressError(address);
  const error = tried ? problem : null;
  const submit = () => {
    setTried(true);
    if (address.trim() !== '' && problem === null) void onSave(address.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };
  return (
    <div className={styles.address}>
      <Field id="delivery-email" label={TEXT.editLabel} error={error} look={EDITOR_LOOK}>
        <input
          id="delivery-email"
          className={EDITOR_LOOK.input}
          {...EMAIL_INPUT}
          autoComplete="off"
          placeholder={TEXT.placeholder}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          onBlur={() => setTried(address.trim() !== '')}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('delivery-email', error)}
          disabled={saving}
        />
      </Field>
      <Button onClick={submit} disabled={saving || address.trim() === ''}>
        {action}
      </Button>
    </div>
  );
}
