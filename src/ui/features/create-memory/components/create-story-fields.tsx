import { planHasStory } from '../../../../domain/story/story.js';
import { STORY_TEXT } from '../../../../texts/story.pt-br.js';
import { StoryFields } from '../../memory-form/story-fields.js';
import type { CreateMemoryFormModel } from '../use-create-memory-form.js';
import styles from '../create-memory-form.module.css';
import { CREATE_LOOK } from './field-look.js';

/** "Nossa história" in the creation form: the moments on Pra Sempre; on the basic plan, the way to Pra Sempre. */
export function CreateStoryFields({ form }: { form: CreateMemoryFormModel }) {
  return (
    <StoryFields
      idPrefix="historia"
      draft={form.story}
      available={planHasStory(form.plan)}
      upgrade={
        <button type="button" className={styles.extrasClear} onClick={() => form.choosePlan('premium')}>
          {STORY_TEXT.upgradeCreate}
        </button>
      }
      now={form.now}
      showAllErrors={form.fields.touched.has('story')}
      look={CREATE_LOOK}
    />
  );
}
