import { DELIVERY_TEXT } from '../../../../texts/delivery.pt-br.js';
import { describedBy, Field } from '../../../components/form/field.js';
import type { CreateMemoryFormModel } from '../use-create-memory-form.js';
import { CREATE_LOOK } from './field-look.js';
import { EMAIL_INPUT } from '../../../components/form/email-input.js';

/** "Entrega no dia": under a chosen reveal date, the address the page's link goes to at its instant. */
export function RecipientEmailField({ form }: { form: CreateMemoryFormModel }) {
  const error = form.check.errors.recipientEmail;
  return (
    <Field id="recipientEmail" label={DELIVERY_TEXT.fieldLabel} error={error} hint={DELIVERY_TEXT.fieldHint} look={CREATE_LOOK}>
      <input
        id="recipientEmail"
        ref={form.fields.ref('recipientEmail')}
        className={CREATE_LOOK.input}
        {...EMAIL_INPUT}
        autoComplete="off"
        placeholder={DELIVERY_TEXT.placeholder}
        value={form.values.recipientEmail}
        onChange={(event) => form.set('recipientEmail', event.target.value)}
        onBlur={() => form.fields.touch('recipientEmail')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy('recipientEmail', error, true, CREATE_LOOK)}
      />
    </Field>
  );
}
