import { lazy } from 'react';
import { PLANS } from '../../../../domain/plan/plan.js';
import { ORDER_EXTRAS_OPEN } from '../../../../texts/order-extras.pt-br.js';
import type { CreateMemoryFormModel } from '../use-create-memory-form.js';
import { OptionalExtra } from './optional-extra.js';

const LettersFields = lazy(() => import('./letters-fields.js').then((module) => ({ default: module.LettersFields })));

/** "Cartas para o futuro" on Pra Sempre only: "Escrever cartas para o futuro", then the letters. The basic plan hides them. */
export function LettersDisclosure({ form }: { form: CreateMemoryFormModel }) {
  if (!PLANS[form.plan].allowsLetters) return null;
  return (
    <OptionalExtra open={form.letters.draft.open} openLabel={ORDER_EXTRAS_OPEN.letters} onOpen={() => form.letters.setOpen(true)}>
      <LettersFields form={form} />
    </OptionalExtra>
  );
}
