import { Heart, LockKeyhole, Mail, QrCode } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/button.js';
import { useShopContent } from '../../../lib/shop-content.js';
import { priceFromLabel } from '../../../../texts/plans.pt-br.js';
import { promotionScope, promotionTag } from '../../../../texts/shop-content.pt-br.js';
import { ExamplePageLink } from './example-page-link.js';
import { HeroPhone } from './hero-phone.js';
import styles from './hero-section.module.css';

/** The first screen: the offer, the promise, the two ways forward, an example page to look at, and a phone showing what the recipient sees. */
export function HeroSection() {
  const { plans, promotion } = useShopContent();
  const cheapest = Math.min(plans.basic.priceCents, plans.premium.priceCents);
  return (
    <section className={styles.hero} aria-labelledby="hero-titulo">
      <div className={styles.inner}>
        <div className={styles.copy}>
          {promotion && (
            <p className={styles.offer}>
              <span className={styles.offerTag}>{promotionTag(promotion)}</span>
              <span>
                {promotionScope(promotion)}
                <span className={styles.offerFrom}>, {priceFromLabel(cheapest)}</span>
              </span>
            </p>
          )}
          <h1 id="hero-titulo" className={styles.title}>
            Declare seu amor com uma página <em>só de vocês</em>
          </h1>
          <p className={styles.lead}>
            As fotos, a mensagem, a música de vocês e um contador que mostra cada segundo juntos. Tudo num link e num QR Code para surpreender quem
            você ama.
          </p>
          <p className={styles.priceFrom} data-testid="preco-a-partir">
            {priceFromLabel(cheapest)}
          </p>
          <div className={styles.actions}>
            <Link to="/create?plan=premium" className={buttonClassName({ variant: 'primary' }, styles.cta)}>
              <Heart size={18} fill="currentColor" aria-hidden="true" />
              Crie sua memória agora!
            </Link>
            <a href="#como-funciona" className={buttonClassName({ variant: 'secondary' }, styles.cta)}>
              Saiba mais
            </a>
          </div>
          <ExamplePageLink />
          <ul className={styles.trust}>
            <li>
              <LockKeyhole size={16} aria-hidden="true" />
              PIX ou cartão pelo Mercado Pago
            </li>
            <li>
              <Mail size={16} aria-hidden="true" />
              Link e QR Code no seu e-mail
            </li>
            <li>
              <QrCode size={16} aria-hidden="true" />
              Pronta em poucos minutos
            </li>
          </ul>
        </div>
        <div className={styles.visual}>
          <HeroPhone />
        </div>
      </div>
    </section>
  );
}
