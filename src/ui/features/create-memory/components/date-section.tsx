import { Field } from '../../../components/form/field.js';
import { CREATE_LOOK, inputClassName } from './field-look.js';
import { DateField } from '../../memory-form/date-field.js';
import type { CreateMemoryFormModel } from '../use-create-memory-form.js';
import styles from '../create-memory-form.module.css';
import { FormSection } from './form-section.js';

/** The start date (checked as it is picked) and the optional time of day. */
export function DateSection({ form }: { form: CreateMemoryFormModel }) {
  return (
    <FormSection number={3} title="Quando tudo começou">
      <div className={styles.dateRow}>
        <DateField
          id="datingDate"
          label="Data de início"
          value={form.values.date}
          error={form.check.errors.date}
          now={form.now}
          onChange={(value) => form.set('date', value)}
          onBlur={() => form.fields.touch('date')}
          inputRef={form.fields.ref('date')}
          look={CREATE_LOOK}
        />
        <Field id="datingTime" label="Horário (opcional)" look={CREATE_LOOK}>
          <input
            id="datingTime"
            className={inputClassName}
            type="time"
            value={form.values.time}
            onChange={(event) => form.set('time', event.target.value)}
          />
        </Field>
      </div>
      <p className={styles.sectionHint}>O contador da página conta cada segundo desde esse momento.</p>
    </FormSection>
  );
}
