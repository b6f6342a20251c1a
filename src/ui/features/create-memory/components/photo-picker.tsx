import { Check, ImagePlus, LoaderCircle, TriangleAlert, X } from 'lucide-react';
import { useId } from 'react';
import { PLANS, type PlanId } from '../../../../domain/plan/plan.js';
import { remainingPhotoSlots } from '../../../../domain/plan/photo-limits.js';
import { ImageFileInput } from '../../../components/form/image-file-input.js';
import { BlurWarning, PhotoNotices } from '../../../components/form/photo-notices.js';
import { ChosenPhoto } from '../../../components/ui/chosen-photo.js';
import { photoLimitReached } from '../../../../texts/messages.pt-br.js';
import { PHOTO_SHAPE_TEXT } from '../../../../texts/photo-checks.pt-br.js';
import { PLAN_SHORT_NAME, PLAN_TITLE, photoCountLabel } from '../../../../texts/plans.pt-br.js';
import type { SelectedPhoto } from '../use-photo-selection.js';
import styles from './photo-picker.module.css';

interface PhotoPickerProps {
  readonly plan: PlanId;
  readonly photos: readonly SelectedPhoto[];
  readonly onAdd: (files: File[]) => void;
  readonly onRemove: (key: string) => void;
  /** Why chosen files were not taken (see `usePhotoSelection`), shown under the photos until dismissed. */
  readonly notices?: readonly string[];
  readonly onDismissNotices?: () => void;
  readonly onUpgrade: () => void;
  readonly invalid?: boolean;
  readonly describedBy?: string;
}

/** Where the photo's upload stands, on its thumbnail: a bar while it goes up, a check once the server has it. */
function SendingMark({ photo, number }: { photo: SelectedPhoto; number: number }) {
  const { sending } = photo;
  if (sending.state === 'sent') {
    return (
      <span className={styles.sent} title={`Foto ${number} enviada`}>
        <Check size={14} strokeWidth={3} aria-hidden="true" />
        <span className="visually-hidden">Foto {number} enviada</span>
      </span>
    );
  }
  if (sending.state === 'lost') return null;
  const percent = sending.state === 'sending' ? Math.round(sending.progress * 100) : 0;
  return (
    <span className={styles.sending}>
      <span
        className={styles.sendingBar}
        role="progressbar"
        aria-label={`Envio da foto ${number}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </span>
    </span>
  );
}

/** Under the photos: which ones are so wide or tall that the page shows them small (they are taken all the same). */
function ShapeHints({ photos }: { photos: readonly SelectedPhoto[] }) {
  const hints = photos.flatMap((photo, index) => (photo.shape ? [PHOTO_SHAPE_TEXT[photo.shape](index + 1)] : []));
  if (hints.length === 0) return null;
  return (
    <div className={styles.shapeHints} role="status">
      {hints.map((hint) => (
        <p key={hint}>
          <TriangleAlert size={15} aria-hidden="true" />
          {hint}
        </p>
      ))}
    </div>
  );
}

function addLabel(plan: PlanId, count: number): string {
  if (plan === 'basic') return count === 0 ? 'Adicionar foto' : 'Trocar foto';
  const left = remainingPhotoSlots(PLANS[plan], count);
  return count === 0 ? 'Adicionar fotos' : `Adicionar mais fotos (${left} restante(s))`;
}

/**
 * Images only. Basic: one file (a new pick replaces it). Premium: several at once, up to three; the rest are refused
 * with a sentence under the photos. Thumbnails keep the chosen order; the first is the cover; a small photo says it may
 * look blurred, a very wide or tall one that it shows small, and one the browser cannot draw shows its name.
 */
export function PhotoPicker({ plan, photos, onAdd, onRemove, onUpgrade, invalid, describedBy, notices = [], onDismissNotices }: PhotoPickerProps) {
  const inputId = useId();
  const noticesId = useId();
  const limit = PLANS[plan].photoLimit;
  const multiple = limit > 1;
  const full = multiple && photos.length >= limit;

  return (
    <div className={styles.picker}>
      <ul className={`${styles.grid} ${multiple ? '' : styles.single}`}>
        {photos.map((photo, index) => (
          <li key={photo.key} className={styles.tile}>
            <ChosenPhoto photo={photo} alt={`Foto ${index + 1}`} width={300} height={375} />
            {index === 0 && multiple && <span className={styles.cover}>Capa</span>}
            {photo.lowResolution && <BlurWarning />}
            {photo.processing && (
              <span className={styles.processing}>
                <LoaderCircle size={22} aria-hidden="true" className={styles.spin} />
                <span className="visually-hidden">Preparando a foto {index + 1}</span>
              </span>
            )}
            {!photo.processing && <SendingMark photo={photo} number={index + 1} />}
            <button type="button" className={styles.remove} onClick={() => onRemove(photo.key)} aria-label={`Remover foto ${index + 1}`}>
              <X size={18} strokeWidth={2.5} aria-hidden="true" />
            </button>
          </li>
        ))}
        {!full && (
          <li className={`${styles.tile} ${styles.addTile}`}>
            <ImageFileInput
              id={inputId}
              multiple={multiple}
              onFiles={onAdd}
              className={styles.input}
              aria-invalid={invalid || undefined}
              aria-describedby={[describedBy, notices.length > 0 ? noticesId : undefined].filter(Boolean).join(' ') || undefined}
            />
            <label htmlFor={inputId} className={`${styles.add} ${invalid ? styles.addInvalid : ''}`}>
              <ImagePlus size={26} aria-hidden="true" />
              <span>{addLabel(plan, photos.length)}</span>
            </label>
          </li>
        )}
      </ul>
      <ShapeHints photos={photos} />
      <PhotoNotices id={noticesId} notices={notices} onDismiss={() => onDismissNotices?.()} />
      {full && <p className={styles.note}>{photoLimitReached(limit)}</p>}
      {!multiple && (
        <p className={styles.note}>
          O {PLAN_TITLE.basic} inclui {photoCountLabel(PLANS.basic.photoLimit)}.{' '}
          <button type="button" className={styles.upgrade} onClick={onUpgrade}>
            Quer {photoCountLabel(PLANS.premium.photoLimit)} e música? Conheça o {PLAN_SHORT_NAME.premium}
          </button>
        </p>
      )}
    </div>
  );
}
