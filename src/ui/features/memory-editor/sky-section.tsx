import { lazy, Suspense, useState } from 'react';
import type { OwnedSkyResponse, SkyPlaceRequest } from '../../../adapters/http/contract/sky.contract.js';
import { SKY_SECTION as TEXT, skyCaption } from '../../../texts/sky.pt-br.js';
import { Button } from '../../components/ui/button.js';
import { ActionsWithRemoval } from './actions-with-removal.js';
import { usePageSky } from './use-page-sky.js';
import { OwnerSection } from './owner-section.js';
import styles from './sky-section.module.css';
import box from './owner-section.module.css';

/** The place's search holds Brazil's cities: loaded when the owner opens it, never with the edit page. */
const SkyForm = lazy(() => import('./sky-form.js').then((module) => ({ default: module.SkyForm })));

interface SkySectionProps {
  readonly memoryId: string;
  readonly token: string;
}

/** "O céu daquela noite" on the owner's edit page (both plans): the sky the page shows, and choosing, moving or removing it. */
export function SkySection({ memoryId, token }: SkySectionProps) {
  const { owned, loadFailed, saving, notice, save, remove } = usePageSky(memoryId, token);
  const [editing, setEditing] = useState(false);
  const onSave = async (place: SkyPlaceRequest) => {
    if (await save(place)) setEditing(false);
  };
  return (
    <OwnerSection
      titleId="sky-title"
      title={TEXT.title}
      intro={TEXT.intro}
      loadFailed={loadFailed ? TEXT.loadFailed : null}
      busy={saving || (!owned && !loadFailed)}
      notice={notice}
    >
      {owned &&
        (editing ? (
          <Suspense fallback={null}>
            <SkyForm initial={owned.place} saving={saving} onSave={onSave} onCancel={() => setEditing(false)} />
          </Suspense>
        ) : (
          <SkyState owned={owned} saving={saving} onEdit={() => setEditing(true)} onRemove={() => void remove()} />
        ))}
    </OwnerSection>
  );
}

interface SkyStateProps {
  readonly owned: OwnedSkyResponse;
  readonly saving: boolean;
  readonly onEdit: () => void;
  readonly onRemove: () => void;
}

/** The sky as the page shows it, with "Trocar o lugar" and "Tirar o céu da página" (asked once more). */
function SkyState({ owned, saving, onEdit, onRemove }: SkyStateProps) {
  if (owned.place === null || owned.sky === null)
    return (
      <>
        <p className={box.text}>{TEXT.none}</p>
        <Button variant="secondary" onClick={onEdit} disabled={saving}>
          {TEXT.add}
        </Button>
      </>
    );
  return (
    <>
      <p className={styles.place}>{TEXT.current(owned.place.name)}</p>
      <img
        className={styles.drawing}
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(owned.sky.svg)}`}
        alt={owned.sky.description}
        width={600}
        height={600}
      />
      <p className={box.text}>{skyCaption(owned.sky.place, owned.sky.at, owned.sky.timeGiven)}</p>
      <ActionsWithRemoval removeLabel={TEXT.remove} confirmText={TEXT.removeConfirm} cancelLabel={TEXT.cancel} saving={saving} onRemove={onRemove}>
        <Button variant="secondary" onClick={onEdit} disabled={saving}>
          {TEXT.change}
        </Button>
      </ActionsWithRemoval>
    </>
  );
}
