import { ArrowLeft } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageShell } from '../../../components/layout/page-shell.js';
import { useDocumentTitle } from '../../../components/layout/use-document-title.js';
import styles from './legal-document.module.css';
import { ShopIdentityNote } from '../../../components/layout/shop-identity-note.js';

export interface LegalSection {
  readonly title: string;
  readonly body: ReactNode;
}

interface LegalDocumentProps {
  readonly title: string;
  readonly intro: ReactNode;
  readonly sections: readonly LegalSection[];
}

/** Both legal texts were last updated when the withdrawal right, the shop's contact and the data kept were written in. */
export const LEGAL_LAST_UPDATED = { iso: '2026-12-06', text: '6 de dezembro de 2026' } as const;

function BackHome() {
  return (
    <Link to="/" className={styles.back}>
      <ArrowLeft size={18} aria-hidden="true" />
      Voltar para o início
    </Link>
  );
}

/** A legal text: title, last update, numbered sections, and the way back home. */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  useDocumentTitle(title);
  const titleId = useId();
  const sectionId = useId();

  return (
    <PageShell mainClassName={styles.main}>
      <article className={styles.article} aria-labelledby={titleId}>
        <BackHome />
        <header className={styles.header}>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          <p className={styles.updated}>
            Última atualização: <time dateTime={LEGAL_LAST_UPDATED.iso}>{LEGAL_LAST_UPDATED.text}</time>
          </p>
        </header>
        <div className={styles.intro}>
          {intro}
          <ShopIdentityNote />
        </div>
        {sections.map((section, index) => (
          <section key={section.title} className={styles.section} aria-labelledby={`${sectionId}-${index}`}>
            <h2 id={`${sectionId}-${index}`} className={styles.sectionTitle}>
              <span className={styles.number}>{index + 1}.</span> {section.title}
            </h2>
            <div className={styles.body}>{section.body}</div>
          </section>
        ))}
        <div className={styles.end}>
          <BackHome />
        </div>
      </article>
    </PageShell>
  );
}
