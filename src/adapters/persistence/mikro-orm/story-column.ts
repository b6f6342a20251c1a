import type { StoryMoment } from '../../../domain/story/story.js';

/** "Nossa história" in `memories.story`: the moments as JSON text, null when there are none (see `memory-columns.ts`). */
export function storyToColumn(story: readonly StoryMoment[]): string | null {
  return story.length === 0 ? null : JSON.stringify(story.map(({ date, time, title, line }) => ({ date, time, title, line })));
}

/** The moments as stored, checked for shape; `id` names the row in the error (never a buyer's data). */
export function storyFromColumn(text: string, id: string): StoryMoment[] {
  const list: unknown = JSON.parse(text);
  if (!Array.isArray(list)) throw new Error(`memories.story of ${id} is not a list`);
  return list.map((entry: Record<string, unknown>) => {
    const { date, time, title, line } = entry;
    if (typeof date !== 'string' || (time !== null && typeof time !== 'string') || typeof title !== 'string' || typeof line !== 'string') {
      throw new Error(`memories.story of ${id} holds an unreadable moment`);
    }
    return { date, time, title, line };
  });
}
