import type { StoryMoment } from '../../../../domain/story/story.js';
import { momentDateLabel, STORY_HEADING } from '../../../../texts/story-page.pt-br.js';
import { h } from '../dom.js';
import styles from './story-timeline.module.css';

/** "Nossa história": the couple's moments on a line, oldest first (the server keeps them in date order). */
export function storyTimeline(story: readonly StoryMoment[]): HTMLElement {
  return h(
    'section',
    { class: styles.story, 'aria-labelledby': 'story-title' },
    h('h2', { id: 'story-title', class: styles.heading }, STORY_HEADING),
    h(
      'ol',
      { class: styles.moments },
      ...story.map((moment) =>
        h(
          'li',
          { class: styles.moment },
          h(
            'time',
            { class: styles.when, datetime: moment.time ? `${moment.date}T${moment.time}` : moment.date },
            momentDateLabel(moment.date, moment.time),
          ),
          h('h3', { class: styles.title }, moment.title),
          moment.line !== '' && h('p', { class: styles.line }, moment.line),
        ),
      ),
    ),
  );
}
