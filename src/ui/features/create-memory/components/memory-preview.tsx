import { Heart, Lock } from 'lucide-react';
import { cleanName } from '../../../../domain/memory/memory-name.js';
import { memorySlug } from '../../../../domain/memory/memory-slug.js';
import { youtubeVideoId } from '../../../../domain/memory/youtube.js';
import { PLANS, type PlanId } from '../../../../domain/plan/plan.js';
import type { StoryMoment } from '../../../../domain/story/story.js';
import { timeTogetherSince } from '../../../../domain/time-together/time-together.js';
import { timeTogetherSentence } from '../../../../texts/time-together.pt-br.js';
import { useHydrated } from '../../../lib/use-hydrated.js';
import { useNow } from '../../../lib/use-now.js';
import styles from './memory-preview.module.css';
import { DEFAULT_FALLING_EMOJI, type FallingEmojiName } from '../../../../domain/look/falling-emoji.js';
import { DEFAULT_PALETTE, type PaletteName } from '../../../../domain/look/palettes.js';
import { FallingShape } from '../../memory-form/look-picker.js';
import { paletteStyle } from '../../memory-form/palette-style.js';
import type { ChosenPhotoView } from '../../../components/ui/chosen-photo.js';
import { PreviewCarousel } from './preview-carousel.js';
import { PreviewStory } from './preview-story.js';

interface MemoryPreviewProps {
  readonly plan: PlanId;
  readonly yourName: string;
  readonly lovedName: string;
  readonly datingSince: string;
  readonly message: string;
  readonly youtube: string;
  readonly photos: readonly ChosenPhotoView[];
  /** The page's palette and falling emoji: the preview wears them as the page will. */
  readonly palette?: PaletteName;
  readonly fallingEmoji?: FallingEmojiName;
  /** "Nossa história" as it will show, in date order; empty: none. */
  readonly story?: readonly StoryMoment[];
  /**
   * Defaults to the page's own host, as the real link will have it: known only in the browser, it is filled in once
   * the page has hydrated (the address bar keeps its size meanwhile).
   */
  readonly host?: string;
}

/** `{host}/nome-e-nome`, or `{host}/seu-link` while the names are empty. */
export function previewLink(host: string, yourName: string, lovedName: string): string {
  const [a, b] = [cleanName(yourName), cleanName(lovedName)];
  return `${host}/${a && b ? memorySlug(a, b) : 'seu-link'}`;
}

function Counter({ datingSince }: { datingSince: string }) {
  const now = useNow();
  if (!datingSince) return <p className={styles.counterEmpty}>Escolha a data em que tudo começou</p>;
  return (
    <p className={styles.counter} data-testid="contador-previa">
      {timeTogetherSentence(timeTogetherSince(datingSince, now))}
    </p>
  );
}

const HEARTS = [8, 22, 38, 55, 70, 86];

/** A phone-shaped, live picture of the page the recipient will open. */
export function MemoryPreview(props: MemoryPreviewProps) {
  const { plan, yourName, lovedName, datingSince, message, youtube, photos, host } = props;
  const { palette = DEFAULT_PALETTE, fallingEmoji = DEFAULT_FALLING_EMOJI, story = [] } = props;
  const hydrated = useHydrated();
  const shownHost = host ?? (hydrated ? window.location.host : '');
  const videoId = PLANS[plan].allowsMusic ? youtubeVideoId(youtube) : null;
  const [a, b] = [cleanName(yourName), cleanName(lovedName)];
  return (
    <div className={styles.phone}>
      <div className={styles.screen} style={paletteStyle(palette)} data-palette={palette} data-falling-emoji={fallingEmoji}>
        <div className={styles.address}>
          <Lock size={12} aria-hidden="true" />
          <span className="visually-hidden">Link da página: </span>
          <span className={styles.link} data-testid="link-previa">
            {previewLink(shownHost, yourName, lovedName)}
          </span>
        </div>
        {PLANS[plan].features.some((f) => f.feature === 'emoji-rain' && f.included) && (
          <div className={styles.hearts} aria-hidden="true">
            {HEARTS.map((left, i) => (
              <span key={left} style={{ left: `${left}%`, animationDelay: `${i * 0.9}s` }}>
                <FallingShape emoji={fallingEmoji} />
              </span>
            ))}
          </div>
        )}
        <div className={styles.page}>
          <PreviewCarousel photos={photos} />
          <p className={styles.names}>
            {a || 'Seu nome'} <Heart size={18} className={styles.heart} aria-hidden="true" fill="currentColor" />
            <span className="visually-hidden">e</span> {b || 'Seu amor'}
          </p>
          <p className={styles.eyebrow}>Juntos há</p>
          <Counter datingSince={datingSince} />
          <p className={`${styles.message} ${message.trim() ? '' : styles.messageEmpty}`}>{message.trim() || 'Sua mensagem aparece aqui.'}</p>
          {story.length > 0 && <PreviewStory story={story} />}
          {videoId && (
            <iframe
              className={styles.video}
              src={`https://www.youtube-nocookie.com/embed/${videoId}`}
              title="Música: vídeo do YouTube"
              loading="lazy"
              allow="encrypted-media; picture-in-picture"
              referrerPolicy="strict-origin-when-cross-origin"
            />
          )}
          <p className={styles.credit}>feito com memories</p>
        </div>
      </div>
    </div>
  );
}
