import { Heart } from 'lucide-react';
import { TIME_TOGETHER_UNITS, timeTogetherSince } from '../../../../domain/time-together/time-together.js';
import { TIME_TOGETHER_SHORT_LABEL } from '../../../../texts/time-together-short.pt-br.js';
import { useHydrated } from '../../../lib/use-hydrated.js';
import { useNow } from '../../../lib/use-now.js';
import { useShopContent } from '../../../lib/shop-content.js';
import styles from './hero-phone.module.css';

/** The sample couple of the hero's phone. */
const SAMPLE_DATING_SINCE = '2021-06-12T20:30';
/** The moment the prerendered landing shows on the counter, until the page's script makes it tick. */
const PRERENDERED_NOW = new Date('2026-06-12T20:30:00-03:00');

/** A phone drawn in CSS showing a sample love page, with its counter ticking. No image is downloaded. */
export function HeroPhone() {
  const now = useNow();
  const { siteHost } = useShopContent();
  const together = timeTogetherSince(SAMPLE_DATING_SINCE, useHydrated() ? now : PRERENDERED_NOW);
  return (
    <div
      className={styles.stage}
      role="img"
      aria-label="Exemplo de página de amor aberta no celular: fotos do casal, o contador do tempo juntos e uma mensagem"
    >
      <Heart className={`${styles.heart} ${styles.h1}`} size={30} strokeWidth={0} fill="currentColor" />
      <Heart className={`${styles.heart} ${styles.h2}`} size={22} strokeWidth={0} fill="currentColor" />
      <Heart className={`${styles.heart} ${styles.h3}`} size={18} strokeWidth={0} fill="currentColor" />
      <div className={styles.phone}>
        <div className={styles.notch} />
        <div className={styles.screen}>
          <p className={styles.url}>{siteHost}/ana-e-joao</p>
          <div className={styles.photo}>
            <span className={styles.sun} />
            <span className={styles.sea} />
            <span className={styles.dots}>
              <i className={styles.dotOn} />
              <i />
              <i />
            </span>
          </div>
          <p className={styles.names}>Ana &amp; João</p>
          <p className={styles.caption}>juntos há</p>
          <div className={styles.counter}>
            {TIME_TOGETHER_UNITS.map((unit) => (
              <span key={unit} className={styles.unit}>
                <b>{String(together[unit]).padStart(2, '0')}</b>
                <small>{TIME_TOGETHER_SHORT_LABEL[unit]}</small>
              </span>
            ))}
          </div>
          <p className={styles.message}>“Cada dia ao seu lado é o meu favorito.”</p>
          <div className={styles.player}>
            <span className={styles.play} />
            <span className={styles.track}>
              <span />
            </span>
          </div>
        </div>
      </div>
    </div>
  );
}
