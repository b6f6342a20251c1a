import { Link2Off, Mail } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.js';
import { ResendQrCodeModal } from '../resend-qr-code/components/resend-qr-code-modal.js';
import styles from './edit-memory-page.module.css';

/** What the edit page says without a valid edit token: the link does not work, and how to get a new one. */
export function InvalidEditLink() {
  const [resendOpen, setResendOpen] = useState(false);
  return (
    <section className={styles.invalid} aria-labelledby="invalid-edit-link-title">
      <span className={styles.invalidIcon} aria-hidden="true">
        <Link2Off size={28} />
      </span>
      <h2 id="invalid-edit-link-title" className={styles.invalidTitle}>
        Link de edição inválido
      </h2>
      <p className={styles.invalidText}>
        Este link de edição não é válido ou não funciona mais. Para editar sua página, abra o link de edição do e-mail que você recebeu após a compra.
      </p>
      <p className={styles.invalidText}>
        Não encontra o e-mail? Peça o reenvio com o e-mail usado na compra: enviaremos de novo o QR Code, junto com um link de edição válido.
      </p>
      <Button onClick={() => setResendOpen(true)} aria-haspopup="dialog">
        <Mail size={20} aria-hidden="true" />
        Reenviar QR Code
      </Button>
      <a className={styles.homeLink} href="/">
        Voltar para o início
      </a>
      <ResendQrCodeModal open={resendOpen} onClose={() => setResendOpen(false)} />
    </section>
  );
}
