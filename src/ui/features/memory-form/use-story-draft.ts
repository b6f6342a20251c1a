import { useCallback, useRef, useState } from 'react';
import type { StoryMoment } from '../../../domain/story/story.js';
import { STORY_MAX_MOMENTS } from '../../../domain/story/story.js';
import { draftOf, type StoryDraft, type StoryDraftField, type StoryDraftMoment } from './story-draft.js';

/**
 * The moments of "Nossa história" being typed in the creation form: add (up to the limit), change, remove, and
 * `replace` them all (a restored draft, or none to start over).
 */
export function useStoryDraft(initial: readonly StoryMoment[] = []): StoryDraft & { replace(story: readonly StoryMoment[]): void } {
  const nextKey = useRef(initial.length + 1);
  const [moments, setMoments] = useState<readonly StoryDraftMoment[]>(() => draftOf(initial));

  const add = useCallback(() => {
    setMoments((current) =>
      current.length >= STORY_MAX_MOMENTS ? current : [...current, { key: nextKey.current++, date: '', time: '', title: '', line: '' }],
    );
  }, []);
  const change = useCallback((key: number, field: StoryDraftField, value: string) => {
    setMoments((current) => current.map((moment) => (moment.key === key ? { ...moment, [field]: value } : moment)));
  }, []);
  const remove = useCallback((key: number) => setMoments((current) => current.filter((moment) => moment.key !== key)), []);
  const replace = useCallback((story: readonly StoryMoment[]) => {
    setMoments(draftOf(story, nextKey.current));
    nextKey.current += story.length;
  }, []);
  return { moments, add, change, remove, replace };
}
