import type { StoryMoment } from '../../../../domain/story/story.js';
import { momentDateLabel, STORY_HEADING } from '../../../../texts/story-page.pt-br.js';
import styles from './preview-story.module.css';

/** "Nossa história" in the live preview, after the message, in date order as the page shows it. */
export function PreviewStory({ story }: { story: readonly StoryMoment[] }) {
  return (
    <section className={styles.story} aria-label={`${STORY_HEADING} (prévia)`} data-testid="historia-previa">
      <p className={styles.heading}>{STORY_HEADING}</p>
      <ol className={styles.moments}>
        {story.map((moment, index) => (
          <li key={`${moment.date}-${moment.time}-${index}`} className={styles.moment}>
            <span className={styles.when}>{momentDateLabel(moment.date, moment.time)}</span>
            <strong className={styles.title}>{moment.title}</strong>
            {moment.line && <span className={styles.line}>{moment.line}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
