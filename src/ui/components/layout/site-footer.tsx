import { ArrowUp, Mail, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PAGE_TOP_ATTRIBUTE } from './site-header.js';
import { InstagramIcon, TikTokIcon } from './social-icons.js';
import { ShopIdentityNote } from './shop-identity-note.js';
import { useShopIdentity } from '../../lib/shop-identity.js';
import { useShopContent } from '../../lib/shop-content.js';
import { whatsappSupportUrl, WHATSAPP_SUPPORT } from '../../../texts/shop-identity.pt-br.js';
import { copyrightLine } from '../../../texts/shop-content.pt-br.js';
import styles from './site-footer.module.css';

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Scrolls smoothly (instantly under reduced motion) to the top and gives keyboard focus back to the top of the page. */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  document.querySelector<HTMLElement>(`[${PAGE_TOP_ATTRIBUTE}]`)?.focus({ preventScroll: true });
}

/** An outside profile, opened in a new tab. */
function SocialLink({ href, icon, name, handle }: { href: string; icon: ReactNode; name: string; handle: string }) {
  return (
    <li>
      <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
        {icon}
        {name}
        <span className="visually-hidden"> {handle} (abre em nova aba)</span>
      </a>
    </li>
  );
}

function FooterNavigation() {
  const { pathname } = useLocation();
  const onLanding = pathname === '/';
  return (
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
  );
}

/** The site's footer: navigation, social links, legal links, who the shop is and the copyright. */
export function SiteFooter() {
  const shop = useShopIdentity();
  const content = useShopContent();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <p className={styles.brand}>{content.name}</p>
          <p className={styles.tagline}>A história de vocês numa página só, entregue num QR Code.</p>
          {content.contactEmail && (
            <a className={styles.mail} href={`mailto:${content.contactEmail}`}>
              <Mail size={18} aria-hidden="true" />
              {content.contactEmail}
            </a>
          )}
        </div>

        <FooterNavigation />

        {(content.instagram || content.tiktok || shop?.whatsapp) && (
          <div className={styles.group}>
            <h2 className={styles.heading}>Redes sociais</h2>
            <ul className={styles.list}>
              {content.instagram && (
                <SocialLink href={content.instagram.url} icon={<InstagramIcon size={18} />} name="Instagram" handle={content.instagram.handle} />
              )}
              {content.tiktok && (
                <SocialLink href={content.tiktok.url} icon={<TikTokIcon size={18} />} name="TikTok" handle={content.tiktok.handle} />
              )}
              {shop?.whatsapp && (
                <SocialLink
                  href={whatsappSupportUrl(shop.whatsapp, content.name)}
                  icon={<MessageCircle size={18} aria-hidden="true" />}
                  name={WHATSAPP_SUPPORT.channel}
                  handle={WHATSAPP_SUPPORT.newTab}
                />
              )}
            </ul>
          </div>
        )}

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
      <ShopIdentityNote className={styles.copyright} />
      <p className={styles.copyright}>{copyrightLine(content)}</p>
    </footer>
  );
}
