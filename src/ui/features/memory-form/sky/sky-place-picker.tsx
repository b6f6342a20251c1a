import type { Ref } from 'react';
import { describedBy, Field, type FieldLook } from '../../../components/form/field.js';
import { SKY_PLACE_NAME_MAX_LENGTH, type SkyPlaceInput } from '../../../../domain/sky/sky-place.js';
import { SKY_FORM_TEXT as TEXT } from '../../../../texts/order-extras-fields.pt-br.js';
import { searchCities } from './city-search.js';
import type { SkyDraft, SkyDraftField } from './sky-draft.js';
import styles from './sky-place-picker.module.css';

interface SkyPlacePickerProps {
  readonly idPrefix: string;
  readonly draft: SkyDraft;
  /** The place's problem, by the domain's rule; shown under the field the buyer is using. */
  readonly error: string | null;
  readonly onChange: (field: SkyDraftField, value: string) => void;
  readonly onPick: (city: SkyPlaceInput) => void;
  readonly onOther: (other: boolean) => void;
  readonly look: FieldLook;
  readonly inputRef?: Ref<HTMLInputElement>;
}

interface TextFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly error: string | null;
  readonly hint?: string;
  readonly placeholder?: string;
  readonly inputMode?: 'decimal' | 'text';
  readonly onChange: (value: string) => void;
  readonly look: FieldLook;
  readonly inputRef?: Ref<HTMLInputElement>;
}

function TextField({ id, label, value, error, hint, placeholder, inputMode, onChange, look, inputRef }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} look={look}>
      <input
        id={id}
        ref={inputRef}
        className={look.input}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        maxLength={SKY_PLACE_NAME_MAX_LENGTH * 2}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint, look)}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

/** "Outro lugar": its name and its coordinates, typed. */
function OtherPlaceFields({ idPrefix, draft, error, onChange, onOther, look, inputRef }: SkyPlacePickerProps) {
  return (
    <div className={styles.picker}>
      <TextField
        id={`${idPrefix}Name`}
        label={TEXT.otherNameLabel}
        value={draft.otherName}
        placeholder={TEXT.otherNamePlaceholder}
        error={error}
        onChange={(value) => onChange('otherName', value)}
        look={look}
        inputRef={inputRef}
      />
      <div className={styles.coordinates}>
        {(['latitude', 'longitude'] as const).map((field) => (
          <TextField
            key={field}
            id={`${idPrefix}${field === 'latitude' ? 'Latitude' : 'Longitude'}`}
            label={field === 'latitude' ? TEXT.latitudeLabel : TEXT.longitudeLabel}
            value={draft[field]}
            inputMode="decimal"
            error={null}
            onChange={(value) => onChange(field, value)}
            look={look}
          />
        ))}
      </div>
      <p className={look.hint}>{TEXT.coordinatesHint}</p>
      <button type="button" className={styles.switch} onClick={() => onOther(false)}>
        {TEXT.backToCities}
      </button>
    </div>
  );
}

/**
 * Where they were: a search of Brazil's cities (shipped with the page's code, searched on the phone: no request per
 * keystroke), its suggestions as buttons, or "Outro lugar" with a name and its coordinates.
 */
export function SkyPlacePicker(props: SkyPlacePickerProps) {
  const { idPrefix, draft, error, onChange, onPick, onOther, look, inputRef } = props;
  if (draft.other) return <OtherPlaceFields {...props} />;
  const suggestions = draft.city ? [] : searchCities(draft.query);
  const searched = !draft.city && draft.query.trim().length >= 2;
  return (
    <div className={styles.picker}>
      <TextField
        id={`${idPrefix}City`}
        label={TEXT.cityLabel}
        value={draft.query}
        placeholder={TEXT.cityPlaceholder}
        error={draft.city || (searched && suggestions.length > 0) ? null : searched ? TEXT.noCity : error}
        onChange={(value) => onChange('query', value)}
        look={look}
        inputRef={inputRef}
      />
      {suggestions.length > 0 && (
        <ul className={styles.suggestions} aria-label={TEXT.suggestions}>
          {suggestions.map((city) => (
            <li key={city.name}>
              <button type="button" className={styles.suggestion} onClick={() => onPick(city)}>
                {city.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {draft.city && <p className={styles.chosen}>{TEXT.chosen(draft.city.name)}</p>}
      <button type="button" className={styles.switch} onClick={() => onOther(true)}>
        {TEXT.otherPlace}
      </button>
    </div>
  );
}
