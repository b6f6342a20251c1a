import type { Ref } from 'react';
import { describedBy, Field, type FieldLook } from '../../components/form/field.js';
import { EARLIEST_DATE_INPUT, todayInputValue } from '../../lib/date-input.js';
import { useHydrated } from '../../lib/use-hydrated.js';

interface DateFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly error: string | null;
  /**
   * Today in the browser's calendar bounds the picker, from the moment the page runs (markup rendered ahead of time
   * carries no bound, and gets it once hydrated); the rule itself (São Paulo) speaks through `error`.
   */
  readonly now: Date;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly disabled?: boolean;
  readonly look: FieldLook;
}

/** The relationship's start date: a date input from 1900 to today, with the start-date rule's message under it. */
export function DateField({ id, label, value, error, now, onChange, onBlur, inputRef, disabled, look }: DateFieldProps) {
  const hydrated = useHydrated();
  return (
    <Field id={id} label={label} error={error} look={look}>
      <input
        id={id}
        ref={inputRef}
        className={look.input}
        type="date"
        min={EARLIEST_DATE_INPUT}
        max={hydrated ? todayInputValue(now) : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, undefined, look)}
        disabled={disabled}
        required
      />
    </Field>
  );
}
