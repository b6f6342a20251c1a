import { ArrowUp, Mail } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { CONTACT_EMAIL, COPYRIGHT, INSTAGRAM_HANDLE, INSTAGRAM_URL, TIKTOK_HANDLE, TIKTOK_URL } from './contact.js';
import { PAGE_TOP_ATTRIBUTE } from './site-header.js';
import { InstagramIcon, TikTokIcon } from './social-icons.js';
import styles from './site-footer.module.css';

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Scrolls smoothly (instantly under reduced motion) to the top and gives keyboard focus back to the top of the page. */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  document.querySelector<HTMLElement>(`[${PAGE_TOP_ATTRIBUTE}]`)?.focus({ preventScroll: true });
}

/** The site's footer: navigation, social links, legal links and the copyright. */
export function SiteFooter() {
  const { pathname } = useLocation();
  const onLanding = pathname === '/';

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <p className={styles.brand}>memories</p>
          <p className={styles.tagline}>A história de vocês numa página só, entregue num QR Code.</p>
          <a className={styles.mail} href={`mailto:${CONTACT_EMAIL}`}>
            <Mail size={18} aria-hidden="true" />
            {CONTACT_EMAIL}
          </a>
        </div>

        <nav className={styles.group} aria-labelledby="rodape-navegacao">
          <h2 id="rodape-navegacao" className={styles.heading}>
            Navegação
          </h2>
          <ul className={styles.list}>
            <li>
              {onLanding ? (
                <a className={styles.link} href="#planos">
                  Planos
                </a>
              ) : (
                <Link className={styles.link} to="/#planos">
                  Planos
                </Link>
              )}
            </li>
            <li>
              <Link className={styles.link} to="/create">
                Criar minha página
              </Link>
            </li>
            <li>
              <button type="button" className={styles.link} onClick={scrollToTop}>
                Voltar ao topo
                <ArrowUp size={16} aria-hidden="true" />
              </button>
            </li>
          </ul>
        </nav>

        <div className={styles.group}>
          <h2 className={styles.heading}>Redes sociais</h2>
          <ul className={styles.list}>
            <li>
              <a className={styles.link} href={INSTAGRAM_URL} target="_blank" rel="noopener noreferrer">
                <InstagramIcon size={18} />
                Instagram
                <span className="visually-hidden"> {INSTAGRAM_HANDLE} (abre em nova aba)</span>
              </a>
            </li>
            <li>
              <a className={styles.link} href={TIKTOK_URL} target="_blank" rel="noopener noreferrer">
                <TikTokIcon size={18} />
                TikTok
                <span className="visually-hidden"> {TIKTOK_HANDLE} (abre em nova aba)</span>
              </a>
            </li>
          </ul>
        </div>

        <div className={styles.group}>
          <h2 className={styles.heading}>Legal</h2>
          <ul className={styles.list}>
            <li>
              <Link className={styles.link} to="/terms-of-use">
                Termos de uso
              </Link>
            </li>
            <li>
              <Link className={styles.link} to="/privacy-policy">
                Política de privacidade
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <p className={styles.copyright}>{COPYRIGHT}</p>
    </footer>
  );
}
