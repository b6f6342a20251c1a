import { X } from 'lucide-react';
import { PLANS, type PlanId } from '../../../../domain/plan/plan.js';
import { CREATE_FORM_TEXT } from '../../../../texts/create-form.pt-br.js';
import { Button } from '../../../components/ui/button.js';
import { ChosenPhoto } from '../../../components/ui/chosen-photo.js';
import type { SelectedPhoto } from '../use-photo-selection.js';
import type { CreateMemoryFormModel } from '../use-create-memory-form.js';
import { ConnectionLost } from './connection-lost.js';
import { FormSection } from './form-section.js';
import { PhotoPicker } from './photo-picker.js';
import styles from './photos-section.module.css';

interface ParkedPhotosProps {
  readonly plan: PlanId;
  readonly parked: readonly SelectedPhoto[];
  readonly onDiscard: (key: string) => void;
  readonly onBack: () => void;
}

/** The photos chosen on a bigger plan, kept aside: marked as not included, never previewed nor sent on this plan. */
function ParkedPhotos({ plan, parked, onDiscard, onBack }: ParkedPhotosProps) {
  const first = PLANS[plan].photoLimit + 1;
  return (
    <div className={styles.parked} role="group" aria-labelledby="fotos-guardadas">
      <p id="fotos-guardadas" className={styles.title}>
        {CREATE_FORM_TEXT.parkedPhotosTitle(parked.length, plan)}
      </p>
      <ul className={styles.grid}>
        {parked.map((photo, index) => (
          <li key={photo.key} className={styles.tile}>
            {photo.drawable === false ? (
              <ChosenPhoto photo={photo} alt={CREATE_FORM_TEXT.parkedPhotoAlt(first + index, plan)} width={300} height={375} />
            ) : (
              <img src={photo.url} alt={CREATE_FORM_TEXT.parkedPhotoAlt(first + index, plan)} className={styles.thumb} width={300} height={375} />
            )}
            <span className={styles.badge} aria-hidden="true">
              {CREATE_FORM_TEXT.parkedPhotoBadge(plan)}
            </span>
            <button
              type="button"
              className={styles.discard}
              onClick={() => onDiscard(photo.key)}
              aria-label={CREATE_FORM_TEXT.discardParkedPhoto(first + index, plan)}
            >
              <X size={16} strokeWidth={2.5} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{CREATE_FORM_TEXT.parkedPhotosNote(plan, 'premium')}</p>
      <Button variant="secondary" onClick={onBack}>
        {CREATE_FORM_TEXT.backTo('premium')}
      </Button>
    </div>
  );
}

/** The photos; the picker's file input is what a refused submit focuses. */
export function PhotosSection({ form }: { form: CreateMemoryFormModel }) {
  const { plan, photos } = form;
  return (
    <FormSection number={5} title={PLANS[plan].photoLimit > 1 ? 'Fotos (até 3)' : 'Foto'}>
      <div ref={(element) => form.fields.ref('photos')(element?.querySelector('input[type="file"]') ?? null)}>
        <PhotoPicker
          plan={plan}
          photos={photos.photos}
          onAdd={(files) => {
            photos.add(files, plan);
            form.fields.touch('photos');
          }}
          onRemove={photos.remove}
          notices={photos.notices}
          onDismissNotices={photos.dismissNotices}
          onUpgrade={() => form.choosePlan('premium')}
          invalid={form.fields.touched.has('photos') && photos.photos.length === 0}
        />
      </div>
      {photos.photos.some((photo) => photo.sending.state === 'lost') && !form.checkout.connectionLost && (
        <ConnectionLost inline onRetry={photos.resend} />
      )}
      {photos.parked.length > 0 && (
        <ParkedPhotos plan={plan} parked={photos.parked} onDiscard={photos.remove} onBack={() => form.choosePlan('premium')} />
      )}
    </FormSection>
  );
}
