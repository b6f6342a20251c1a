import { PLANS } from '../../../../domain/plan/plan.js';
import type { CreateMemoryFormModel } from '../use-create-memory-form.js';
import { FormSection } from './form-section.js';
import { PhotoPicker } from './photo-picker.js';

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
    </FormSection>
  );
}
