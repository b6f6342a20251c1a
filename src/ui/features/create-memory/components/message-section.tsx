import { MESSAGE_MAX_LENGTH } from '../../../../domain/memory/memory-details.js';
import { describedBy, Field } from '../../../components/form/field.js';
import { CREATE_LOOK, inputClassName } from './field-look.js';
import type { CreateMemoryFormModel } from '../use-create-memory-form.js';
import { FormSection } from './form-section.js';

/** The message; the count of characters shows only near the limit. */
export function MessageSection({ form }: { form: CreateMemoryFormModel }) {
  const { message } = form.values;
  const error = form.check.errors.message;
  return (
    <FormSection number={4} title="Sua mensagem">
      <Field
        id="message"
        label="Mensagem"
        look={CREATE_LOOK}
        error={error}
        hint={
          message.length > MESSAGE_MAX_LENGTH - 500
            ? `${message.length}/${MESSAGE_MAX_LENGTH} caracteres`
            : 'Escreva do seu jeito: ela aparece logo abaixo do contador.'
        }
      >
        <textarea
          id="message"
          ref={form.fields.ref('message')}
          className={inputClassName}
          rows={6}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder="Desde o dia em que te conheci…"
          value={message}
          onChange={(event) => form.set('message', event.target.value)}
          onBlur={() => form.fields.touch('message')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('message', error, true)}
          required
        />
      </Field>
    </FormSection>
  );
}
