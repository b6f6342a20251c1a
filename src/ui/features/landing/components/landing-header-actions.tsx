import { ResendQrCodeButton } from '../../resend-qr-code/components/resend-qr-code-button.js';
import styles from './landing-header-actions.module.css';

/** The landing header's right side: section links on wide screens, and the envelope that opens the resend modal. */
export function LandingHeaderActions() {
  return (
    <>
      <nav className={styles.nav} aria-label="Seções">
        <a href="#como-funciona">Como funciona</a>
        <a href="#planos">Planos</a>
        <a href="#duvidas">Dúvidas</a>
      </nav>
      <ResendQrCodeButton />
    </>
  );
}
