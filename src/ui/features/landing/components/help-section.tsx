import { Mail } from 'lucide-react';
import { InstagramIcon } from '../../../components/layout/social-icons.js';
import { ResendQrCodeButton } from '../../resend-qr-code/components/resend-qr-code-button.js';
import { WhatsAppSupportButton } from '../../../components/layout/whatsapp-support-button.js';
import { useShopContent } from '../../../lib/shop-content.js';
import section from './section.module.css';
import styles from './help-section.module.css';

/** The help area: WhatsApp (when configured), a social link, a mailto link, and the resend for whoever lost the e-mail. */
export function HelpSection() {
  const { instagram, contactEmail } = useShopContent();
  return (
    <section id="ajuda" className={`${section.section} ${styles.section}`} aria-labelledby="ajuda-titulo">
      <div className={`${section.inner} ${styles.box}`}>
        <div className={styles.copy}>
          <h2 id="ajuda-titulo" className={styles.heading}>
            Ainda com dúvidas?
          </h2>
          <p className={styles.lead}>Fale com a gente. Uma pessoa de verdade responde, com carinho.</p>
          <WhatsAppSupportButton />
        </div>
        {(instagram || contactEmail) && (
          <ul className={styles.channels}>
            {instagram && (
              <li>
                <a className={styles.channel} href={instagram.url} target="_blank" rel="noopener noreferrer">
                  <InstagramIcon size={22} />
                  <span>
                    <span className={styles.channelName}>Instagram</span>
                    <span className={styles.channelValue}>{instagram.handle}</span>
                  </span>
                  <span className="visually-hidden"> (abre em nova aba)</span>
                </a>
              </li>
            )}
            {contactEmail && (
              <li>
                <a className={styles.channel} href={`mailto:${contactEmail}`}>
                  <Mail size={22} aria-hidden="true" />
                  <span>
                    <span className={styles.channelName}>E-mail</span>
                    <span className={styles.channelValue}>{contactEmail}</span>
                  </span>
                </a>
              </li>
            )}
          </ul>
        )}
        <div className={styles.resend}>
          <p>
            Não recebeu o QR Code ou perdeu o <span className={styles.nowrap}>e-mail</span>?
          </p>
          <ResendQrCodeButton look="button">Reenviar meu QR Code</ResendQrCodeButton>
        </div>
      </div>
    </section>
  );
}
