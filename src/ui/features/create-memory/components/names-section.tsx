import { cleanName, NAME_MAX_LENGTH } from '../../../../domain/memory/memory-name.js';
import { describedBy, Field } from '../../../components/form/field.js';
import { CREATE_LOOK, inputClassName } from './field-look.js';
import { typedName } from '../form-rules.js';
import type { CreateMemoryFormModel } from '../use-create-memory-form.js';
import styles from '../create-memory-form.module.css';
import { FormSection } from './form-section.js';

interface NameFieldProps {
  readonly form: CreateMemoryFormModel;
  readonly field: 'yourName' | 'lovedName';
  readonly label: string;
  readonly placeholder: string;
  readonly autoComplete: string;
}

/** A name, cleaned as it is typed and once more when the field is left. */
function NameField({ form, field, label, placeholder, autoComplete }: NameFieldProps) {
  const error = form.check.errors[field];
  return (
    <Field id={field} label={label} error={error} look={CREATE_LOOK}>
      <input
        id={field}
        ref={form.fields.ref(field)}
        className={inputClassName}
        type="text"
        autoComplete={autoComplete}
        autoCapitalize="words"
        maxLength={NAME_MAX_LENGTH + 1}
        placeholder={placeholder}
        value={form.values[field]}
        onChange={(event) => form.set(field, typedName(event.target.value))}
        onBlur={() => {
          form.set(field, cleanName(form.values[field]));
          form.fields.touch(field);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field, error)}
        required
      />
    </Field>
  );
}

export function NamesSection({ form }: { form: CreateMemoryFormModel }) {
  return (
    <FormSection number={2} title="Vocês dois">
      <div className={styles.pair}>
        <NameField form={form} field="yourName" label="Seu nome" placeholder="Ex.: Ana" autoComplete="given-name" />
        <NameField form={form} field="lovedName" label="Nome de quem você ama" placeholder="Ex.: João" autoComplete="off" />
      </div>
    </FormSection>
  );
}
