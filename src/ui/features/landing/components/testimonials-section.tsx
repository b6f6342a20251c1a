import { Star } from 'lucide-react';
import { useShopContent } from '../../../lib/shop-content.js';
import section from './section.module.css';
import styles from './testimonials-section.module.css';

/** The avatars' colours, in turn. */
const TONES = ['#8c1d40', '#c2506f', '#6e1634'] as const;

/** What buyers said, as the shop publishes it; no section at all when it publishes none. */
export function TestimonialsSection() {
  const { testimonials } = useShopContent();
  if (testimonials.length === 0) return null;
  return (
    <section className={`${section.section} ${styles.band}`} aria-labelledby="depoimentos-titulo">
      <div className={section.inner}>
        <div className={section.head}>
          <p className={section.eyebrow}>Depoimentos</p>
          <h2 id="depoimentos-titulo" className={section.heading}>
            Quem já emocionou alguém
          </h2>
        </div>
        <ul className={styles.list}>
          {testimonials.map(({ name, city, text }, index) => (
            <li key={`${name}-${index}`}>
              <figure className={styles.card}>
                <p className={styles.stars}>
                  <span className="visually-hidden">Nota 5 de 5</span>
                  {[0, 1, 2, 3, 4].map((i) => (
                    <Star key={i} size={18} fill="currentColor" strokeWidth={0} aria-hidden="true" />
                  ))}
                </p>
                <blockquote className={styles.quote}>
                  <p>“{text}”</p>
                </blockquote>
                <figcaption className={styles.person}>
                  <span className={styles.avatar} style={{ background: TONES[index % TONES.length] }} aria-hidden="true">
                    {name[0]}
                  </span>
                  <span>
                    <strong>{name}</strong>
                    <span className={styles.place}>{city}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
