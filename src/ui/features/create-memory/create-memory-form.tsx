import { useRef } from 'react';
import { cleanName } from '../../../domain/memory/memory-name.js';
import { CheckoutBar } from './components/checkout-bar.js';
import { CheckoutModal } from './components/checkout-modal.js';
import { ConnectionLost } from './components/connection-lost.js';
import { DateSection } from './components/date-section.js';
import { ExtrasSection } from './components/extras-section.js';
import { FormSection } from './components/form-section.js';
import { MessageSection } from './components/message-section.js';
import { MusicSection } from './components/music-section.js';
import { NamesSection } from './components/names-section.js';
import { PhotosSection } from './components/photos-section.js';
import { PlanToggle } from './components/plan-toggle.js';
import { PreviewPanel } from './components/preview-panel.js';
import { StartOver } from './components/start-over.js';
import { SubmitOverlay } from './components/submit-overlay.js';
import { useCreateMemoryForm, type CreateMemoryFormProps } from './use-create-memory-form.js';
import { useFormDraft } from './use-form-draft.js';
import { useInputBeforeHydration } from './use-input-before-hydration.js';
import styles from './create-memory-form.module.css';

/**
 * The creation form of spec sections 2, 4 and 5: plan, names, start date and time, message, photos, music (premium),
 * a live preview, then the e-mail modal, the three-step overlay and the redirect to the checkout.
 */
export function CreateMemoryForm(props: CreateMemoryFormProps) {
  const form = useCreateMemoryForm(props);
  const formElement = useRef<HTMLFormElement>(null);
  // Before the input typed early is taken, so that input wins over the draft's.
  const draft = useFormDraft(form);
  useInputBeforeHydration(formElement, form);
  const { values, checkout } = form;
  const names = `${cleanName(values.yourName) || 'Seu nome'} & ${cleanName(values.lovedName) || 'Seu amor'}`;

  return (
    <>
      <form
        ref={formElement}
        className={styles.layout}
        onSubmit={form.submit}
        noValidate
        inert={checkout.submitting !== null}
        aria-label="Criar página"
      >
        <div className={styles.fields}>
          {/* Above the form when it came back; after the fields while typing, where its arrival moves nothing being typed. */}
          {draft.restored && <StartOver restored onConfirm={draft.startOver} />}
          <FormSection number={1} title="Escolha o plano">
            <PlanToggle plan={form.plan} onChange={form.choosePlan} />
          </FormSection>
          <NamesSection form={form} />
          <DateSection form={form} />
          <MessageSection form={form} />
          <PhotosSection form={form} />
          <MusicSection form={form} />
          <ExtrasSection form={form} />
          {draft.canStartOver && !draft.restored && <StartOver restored={false} onConfirm={draft.startOver} />}
        </div>
        <PreviewPanel form={form} />
        <CheckoutBar plan={form.plan} complete={form.check.complete} />
      </form>

      <CheckoutModal
        open={checkout.open}
        plan={form.plan}
        names={names}
        email={checkout.email}
        onEmailChange={checkout.setEmail}
        onClose={() => checkout.setOpen(false)}
        onPay={(buyerEmail) => void checkout.pay(buyerEmail)}
      />
      {checkout.connectionLost && !checkout.submitting && <ConnectionLost onRetry={checkout.retry} />}
      {checkout.submitting && <SubmitOverlay {...checkout.submitting} />}
    </>
  );
}
