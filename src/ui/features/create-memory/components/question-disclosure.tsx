import { lazy } from 'react';
import { ORDER_EXTRAS_OPEN } from '../../../../texts/order-extras.pt-br.js';
import type { CreateMemoryFormModel } from '../use-create-memory-form.js';
import { OptionalExtra } from './optional-extra.js';

const QuestionFields = lazy(() => import('./question-fields.js').then((module) => ({ default: module.QuestionFields })));

/** "Pergunta de vocês" (both plans): "Adicionar uma pergunta", then its fields. */
export function QuestionDisclosure({ form }: { form: CreateMemoryFormModel }) {
  return (
    <OptionalExtra open={form.question.draft.open} openLabel={ORDER_EXTRAS_OPEN.question} onOpen={() => form.question.setOpen(true)}>
      <QuestionFields form={form} />
    </OptionalExtra>
  );
}
