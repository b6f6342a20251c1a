import { MESSAGE_MAX_LENGTH } from '../../../../domain/memory/memory-details.js';
import { OVER_LIMIT_TEXT } from '../../../../texts/over-limit.pt-br.js';
import { describedBy, Field } from '../../../components/form/field.js';
import { messageExcess } from '../../memory-form/field-rules.js';
import { CREATE_LOOK, inputClassName } from './field-look.js';
import type { CreateMemoryFormModel } from '../use-create-memory-form.js';
import { FormSection } from './form-section.js';

/**
 * The message; the count of characters shows only near the limit. Over it, what was typed or pasted is kept whole and
 * the field is marked at once, before it is left, with how many characters to remove.
 */
export function MessageSection({ form }: { form: CreateMemoryFormModel }) {
  const { message } = form.values;
  const excess = messageExcess(message);
  const error = form.check.errors.message ?? (excess > 0 ? OVER_LIMIT_TEXT.message(excess) : null);
  const hint =
    excess > 0
      ? null
      : message.length > MESSAGE_MAX_LENGTH - 500
        ? `${message.length}/${MESSAGE_MAX_LENGTH} caracteres`
        : 'Escreva do seu jeito: ela aparece logo abaixo do contador.';
  return (
    <FormSection number={4} title="Sua mensagem">
      <Field id="message" label="Mensagem" look={CREATE_LOOK} error={error} hint={hint}>
        <textarea
          id="message"
          ref={form.fields.ref('message')}
          className={inputClassName}
          rows={6}
          placeholder="Desde o dia em que te conheci…"
          value={message}
          onChange={(event) => form.set('message', event.target.value)}
          onBlur={() => form.fields.touch('message')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('message', error, hint !== null)}
          required
        />
      </Field>
    </FormSection>
  );
}
