import { buttonClassName } from '../../../components/ui/button.js';
import styles from '../payment-return.module.css';
import { editTokenStore } from '../../../lib/edit-token-store.js';
import { SEALED_RETURN_TEXT } from '../../../../texts/reveal-date.pt-br.js';
import type { PageOpening } from '../use-page-opening.js';

/** Whether the page is live or opens on its day; nothing until the server said which. */
export function OpeningLine({ opening }: { opening: PageOpening }) {
  if (opening.kind === 'asking') return null;
  if (opening.kind === 'open') return <p className={styles.text}>A página de vocês já está no ar. Este é o link para compartilhar:</p>;
  return <p className={styles.text}>{SEALED_RETURN_TEXT.opensAt(opening.opensAt)}</p>;
}

/** A sealed page: what the link shows until its day, and the owner's preview (the edit link's, held by this browser or not). */
export function SealedNotes({ memoryId, link }: { memoryId: string; link: string }) {
  const ownsEditLink = editTokenStore.get(memoryId) !== null;
  return (
    <>
      <p className={styles.small}>{SEALED_RETURN_TEXT.untilThen}</p>
      {ownsEditLink ? (
        <a href={link} className={buttonClassName({ variant: 'secondary', block: true })}>
          {SEALED_RETURN_TEXT.preview}
        </a>
      ) : (
        <p className={styles.small}>{SEALED_RETURN_TEXT.previewByEmail}</p>
      )}
    </>
  );
}
