import type { Ref } from 'react';
import { describedBy, Field } from '../../../components/form/field.js';
import { CREATE_LOOK } from './field-look.js';
import styles from '../../memory-form/story-fields.module.css';

interface ExtraTextFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly error: string | null;
  /** The rule's limit: the control takes twice as much, so that past it the field says so rather than cutting a paste. */
  readonly maxLength?: number;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  readonly hint?: string;
  readonly placeholder?: string;
  readonly multiline?: boolean;
  readonly type?: 'text' | 'date';
  readonly min?: string;
  readonly max?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
}

const twice = (limit: number | undefined) => (limit === undefined ? undefined : limit * 2);

/** A field of the order's extras ("Pergunta de vocês", a letter): its label, its control, and the domain's word under it. */
export function ExtraTextField({ id, label, value, error, hint, onChange, onBlur, inputRef, ...control }: ExtraTextFieldProps) {
  const shared = {
    id,
    value,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    onBlur,
    placeholder: control.placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint, CREATE_LOOK),
  };
  return (
    <Field id={id} label={label} error={error} hint={hint} look={CREATE_LOOK}>
      {control.multiline ? (
        <textarea {...shared} className={`${CREATE_LOOK.input} ${styles.line}`} rows={5} maxLength={twice(control.maxLength)} />
      ) : (
        <input
          {...shared}
          ref={inputRef}
          className={CREATE_LOOK.input}
          type={control.type ?? 'text'}
          autoComplete="off"
          maxLength={twice(control.maxLength)}
          min={control.min}
          max={control.max}
        />
      )}
    </Field>
  );
}
