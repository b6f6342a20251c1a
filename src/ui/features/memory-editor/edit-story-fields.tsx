import { STORY_MAX_MOMENTS, planHasStory } from '../../../domain/story/story.js';
import { STORY_TEXT } from '../../../texts/story.pt-br.js';
import type { FieldLook } from '../../components/form/field.js';
import type { StoryDraft, StoryDraftField, StoryDraftMoment } from '../memory-form/story-draft.js';
import { StoryFields } from '../memory-form/story-fields.js';
import type { MemoryEditModel } from './use-memory-edit.js';
import styles from './memory-editor.module.css';

/** The editor's moments as the shared fields work on them, kept in the edit's own state. */
function storyDraftOf(edit: MemoryEditModel): StoryDraft {
  const moments = edit.state.story;
  const set = (story: readonly StoryDraftMoment[]) => edit.update({ story });
  const nextKey = () => moments.reduce((max, moment) => Math.max(max, moment.key), 0) + 1;
  return {
    moments,
    add: () => {
      if (moments.length < STORY_MAX_MOMENTS) set([...moments, { key: nextKey(), date: '', time: '', title: '', line: '' }]);
    },
    change: (key: number, field: StoryDraftField, value: string) =>
      set(moments.map((moment) => (moment.key === key ? { ...moment, [field]: value } : moment))),
    remove: (key: number) => set(moments.filter((moment) => moment.key !== key)),
  };
}

/**
 * "Nossa história" in the editor: the owner changes, adds or removes moments on Pra Sempre; on the basic plan (a page
 * whose upgrade was refunded too: its moments stay hidden) the section says it is Pra Sempre's, with the way there.
 */
export function EditStoryFields({ edit, id, look }: { edit: MemoryEditModel; id: string; look: FieldLook }) {
  return (
    <StoryFields
      idPrefix={id}
      draft={storyDraftOf(edit)}
      available={planHasStory(edit.memory.plan)}
      upgrade={
        <a className={styles.storyUpgrade} href={`/update/${encodeURIComponent(edit.memory.id)}#plan-renewal-title`}>
          {STORY_TEXT.upgradeEditor}
        </a>
      }
      now={edit.now}
      showAllErrors={edit.fields.touched.has('story')}
      look={look}
      disabled={edit.busy}
    />
  );
}
