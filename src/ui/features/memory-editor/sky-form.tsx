import { useState } from 'react';
import type { SkyPlaceRequest } from '../../../adapters/http/contract/sky.contract.js';
import { validSkyPlace, type SkyPlace } from '../../../domain/sky/sky-place.js';
import { SKY_SECTION as TEXT } from '../../../texts/sky.pt-br.js';
import { Button } from '../../components/ui/button.js';
import { domainRuleSentence } from '../memory-form/field-rules.js';
import { SkyPlacePicker } from '../memory-form/sky/sky-place-picker.js';
import { NO_SKY, skyInput, type SkyDraft, type SkyDraftField } from '../memory-form/sky/sky-draft.js';
import { EDITOR_LOOK } from './editor-look.js';
import box from './owner-section.module.css';

interface SkyFormProps {
  /** The place the page shows now, to start from; null for none. */
  readonly initial: SkyPlace | null;
  readonly saving: boolean;
  readonly onSave: (place: SkyPlaceRequest) => Promise<void>;
  readonly onCancel: () => void;
}

/** A city of the list as the picker holds it; another place with its name and coordinates typed. */
function draftOf(place: SkyPlace | null): SkyDraft {
  if (!place) return { ...NO_SKY, open: true };
  if (place.timeZone.startsWith('Etc/')) {
    return { ...NO_SKY, open: true, other: true, otherName: place.name, latitude: String(place.latitude), longitude: String(place.longitude) };
  }
  return { ...NO_SKY, open: true, query: place.name, city: place };
}

/** Where they were, chosen as on the creation form (loaded when the owner opens it): checked by the domain's rule on save. */
export function SkyForm({ initial, saving, onSave, onCancel }: SkyFormProps) {
  const [draft, setDraft] = useState<SkyDraft>(() => draftOf(initial));
  const [tried, setTried] = useState(false);
  const place = skyInput(draft)!;
  const problem = domainRuleSentence(() => validSkyPlace(place));
  const change = (field: SkyDraftField, value: string) =>
    setDraft((current) => ({ ...current, [field]: value, ...(field === 'query' ? { city: null } : {}) }));
  const submit = () => {
    setTried(true);
    if (problem === null) void onSave(place);
  };
  return (
    <div className={box.form}>
      <SkyPlacePicker
        idPrefix="editSky"
        draft={draft}
        error={tried ? problem : null}
        onChange={change}
        onPick={(city) => setDraft((current) => ({ ...current, city, query: city.name }))}
        onOther={(other) => setDraft((current) => ({ ...current, other }))}
        look={EDITOR_LOOK}
      />
      <div className={box.actions}>
        <Button onClick={submit} disabled={saving}>
          {TEXT.save}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          {TEXT.cancel}
        </Button>
      </div>
    </div>
  );
}
