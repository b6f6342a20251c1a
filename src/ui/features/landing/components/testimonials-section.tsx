import { Star } from 'lucide-react';
import section from './section.module.css';
import styles from './testimonials-section.module.css';

const TESTIMONIALS: readonly { readonly name: string; readonly place: string; readonly quote: string; readonly tone: string }[] = [
  {
    name: 'Lucas',
    place: 'São Paulo, SP',
    quote:
      'Dei de presente no nosso aniversário de namoro e a Júlia chorou quando escaneou o QR Code. Ver os segundos passando no contador mexeu demais com ela.',
    tone: '#8c1d40',
  },
  {
    name: 'Mariana',
    place: 'Belo Horizonte, MG',
    quote:
      'Coloquei três fotos da nossa viagem para Paraty e a música do nosso casamento. Imprimi o QR Code num cartãozinho e entreguei no jantar. Fiz tudo pelo celular e ficou lindo.',
    tone: '#c2506f',
  },
  {
    name: 'Rafael',
    place: 'Recife, PE',
    quote:
      'Fiz para os meus pais, que completaram 30 anos de casados. Minha mãe abre a página quase todo dia só para ver há quanto tempo eles estão juntos.',
    tone: '#6e1634',
  },
];

/** Three people who gave a page. */
export function TestimonialsSection() {
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
          {TESTIMONIALS.map(({ name, place, quote, tone }) => (
            <li key={name}>
              <figure className={styles.card}>
                <p className={styles.stars}>
                  <span className="visually-hidden">Nota 5 de 5</span>
                  {[0, 1, 2, 3, 4].map((i) => (
                    <Star key={i} size={18} fill="currentColor" strokeWidth={0} aria-hidden="true" />
                  ))}
                </p>
                <blockquote className={styles.quote}>
                  <p>“{quote}”</p>
                </blockquote>
                <figcaption className={styles.person}>
                  <span className={styles.avatar} style={{ background: tone }} aria-hidden="true">
                    {name[0]}
                  </span>
                  <span>
                    <strong>{name}</strong>
                    <span className={styles.place}>{place}</span>
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
