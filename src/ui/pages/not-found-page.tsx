import { HeartCrack } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageShell } from '../components/layout/page-shell.js';
import { useDocumentTitle } from '../components/layout/use-document-title.js';
import { buttonClassName } from '../components/ui/button.js';
import styles from './not-found-page.module.css';

/** Any unknown address: a kind 404 with the way home. */
export function NotFoundPage() {
  useDocumentTitle('Página não encontrada');
  return (
    <PageShell mainClassName={styles.main}>
      <div className={styles.card}>
        <span className={styles.icon} aria-hidden="true">
          <HeartCrack size={40} />
        </span>
        <p className={styles.code}>Erro 404</p>
        <h1 className={styles.title}>Esta página se perdeu no caminho</h1>
        <p className={styles.text}>
          O endereço que você abriu não existe ou foi digitado com algum errinho. Se alguém te mandou um link de uma página de amor, confira se ele
          chegou completo.
        </p>
        <div className={styles.actions}>
          <Link to="/" className={buttonClassName({ variant: 'primary' })}>
            Voltar para o início
          </Link>
          <Link to="/create" className={buttonClassName({ variant: 'secondary' })}>
            Criar uma página
          </Link>
        </div>
      </div>
    </PageShell>
  );
}
