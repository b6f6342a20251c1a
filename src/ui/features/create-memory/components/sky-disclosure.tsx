import { lazy } from 'react';
import { ORDER_EXTRAS_OPEN } from '../../../../texts/order-extras.pt-br.js';
import type { CreateMemoryFormModel } from '../use-create-memory-form.js';
import { OptionalExtra } from './optional-extra.js';

const SkyFields = lazy(() => import('./sky-fields.js').then((module) => ({ default: module.SkyFields })));

/** "O céu daquela noite" (both plans): "Mostrar o céu daquela noite", then where they were. */
export function SkyDisclosure({ form }: { form: CreateMemoryFormModel }) {
  return (
    <OptionalExtra open={form.sky.draft.open} openLabel={ORDER_EXTRAS_OPEN.sky} onOpen={() => form.sky.setOpen(true)}>
      <SkyFields form={form} />
    </OptionalExtra>
  );
}
