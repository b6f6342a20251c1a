import { cleanName, NAME_MAX_LENGTH, nameCleaning, nameExcess } from '../../../../domain/memory/memory-name.js';
import { ADDRESS_STAND_INS, spelledInAddress } from '../../../../domain/memory/memory-slug.js';
import { CREATE_FORM_TEXT } from '../../../../texts/create-form.pt-br.js';
import { OVER_LIMIT_TEXT } from '../../../../texts/over-limit.pt-br.js';
import { describedBy, Field } from '../../../components/form/field.js';
import { CREATE_LOOK, inputClassName } from './field-look.js';
import type { CreateMemoryFormModel } from '../use-create-memory-form.js';
import styles from '../create-memory-form.module.css';
import { FormSection } from './form-section.js';
import { previewLink } from './memory-preview.js';
import { useHydrated } from '../../../lib/use-hydrated.js';
import own from './names-section.module.css';

/** The counter shows from this many characters on (those that count: emoji and symbols do not). */
const COUNTER_FROM = NAME_MAX_LENGTH - 10;

interface NameFieldProps {
  readonly form: CreateMemoryFormModel;
  readonly field: 'yourName' | 'lovedName';
  readonly label: string;
  readonly placeholder: string;
  readonly autoComplete: string;
}

/** What the field says before a name is changed: the characters left out, and the name it will be. */
function nameHint(raw: string): string | null {
  const { cleaned, dropsCharacters } = nameCleaning(raw);
  return dropsCharacters ? CREATE_FORM_TEXT.nameWillDrop(cleaned) : null;
}

/** What the field says of a name the page's link cannot spell: the link it will have, with a word in its place. */
function linkHint(form: CreateMemoryFormModel, field: NameFieldProps['field'], host: string): string | null {
  const name = cleanName(form.values[field]);
  if (name === '' || spelledInAddress(name)) return null;
  const other = field === 'yourName' ? 'lovedName' : 'yourName';
  if (cleanName(form.values[other]) === '') return CREATE_FORM_TEXT.nameStandInLink(ADDRESS_STAND_INS[field]);
  return CREATE_FORM_TEXT.nameNotInLink(previewLink(host, form.values.yourName, form.values.lovedName));
}

/**
 * A name as the buyer types it. It is cleaned when used (preview, link, order); until then the field says what will
 * change, and counts the characters near the limit. Over it, what was typed is kept whole and the field is marked at
 * once with how many characters to remove ("O nome tem 3 caracteres a mais").
 */
function NameField({ form, field, label, placeholder, autoComplete }: NameFieldProps) {
  const raw = form.values[field];
  const excess = nameExcess(raw);
  const error = form.check.errors[field] ?? (excess > 0 ? OVER_LIMIT_TEXT.name(excess) : null);
  const host = useHydrated() ? window.location.host : '';
  const hint = [nameHint(raw), linkHint(form, field, host)].filter(Boolean).join(' ') || null;
  const count = nameCleaning(raw).length;
  const counterId = `${field}-contador`;
  const showsCounter = count >= COUNTER_FROM;
  const described = [describedBy(field, error, hint, CREATE_LOOK), showsCounter ? counterId : undefined].filter(Boolean).join(' ');
  return (
    <Field id={field} label={label} error={error} hint={hint} look={CREATE_LOOK}>
      <input
        id={field}
        ref={form.fields.ref(field)}
        className={inputClassName}
        type="text"
        autoComplete={autoComplete}
        autoCapitalize="words"
        placeholder={placeholder}
        value={raw}
        onChange={(event) => form.set(field, event.target.value)}
        onBlur={() => form.fields.touch(field)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        required
      />
      {showsCounter && (
        <p id={counterId} className={`${own.counter} ${count > NAME_MAX_LENGTH ? own.over : ''}`} data-testid={counterId}>
          <span aria-hidden="true">{CREATE_FORM_TEXT.nameCounter(count, NAME_MAX_LENGTH)}</span>
          <span className="visually-hidden">{CREATE_FORM_TEXT.nameCounterSpoken(count, NAME_MAX_LENGTH)}</span>
        </p>
      )}
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
