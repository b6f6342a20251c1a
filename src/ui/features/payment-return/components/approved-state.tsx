import { Heart } from 'lucide-react';
import { buttonClassName } from '../../../components/ui/button.js';
import { MESSAGES } from '../../../../texts/messages.pt-br.js';
import styles from '../payment-return.module.css';
import { CopyLinkButton } from './copy-link-button.js';
import { EmailNote } from './email-note.js';
import { QrCodeImage } from './qr-code-image.js';
import { SharePageActions } from '../../share-page/share-page-actions.js';
import { StateHeading } from './state-heading.js';
import { emailCorrectionStore } from '../../../lib/email-correction-store.js';
import { usePageOpening } from '../use-page-opening.js';
import { OpeningLine, SealedNotes } from './page-opening-notes.js';

/** The page is online: its link to copy, its QR Code to download, and where the edit link is. */
export function Approved({ memoryId, path }: { memoryId: string; path: string }) {
  const link = `${window.location.origin}${path}`;
  // This browser placed the order: its key goes with the page's opening report, and the server does not count it.
  const ownBrowser = emailCorrectionStore.get(memoryId) !== null;
  const opening = usePageOpening(path);
  return (
    <>
      <StateHeading icon={<Heart size={34} fill="currentColor" />} tone="success">
        {MESSAGES.siteCreated}
      </StateHeading>
      <OpeningLine opening={opening} />
      <div className={styles.linkBox}>
        <a href={link} className={styles.link}>
          {link}
        </a>
        <CopyLinkButton text={link} />
      </div>
      <QrCodeImage text={link} fileName="qr-code-memories.png" />
      {opening.kind === 'sealed' && <SealedNotes memoryId={memoryId} link={link} />}
      <SharePageActions memoryId={memoryId} />
      <EmailNote memoryId={memoryId} stage="approved" />
      <a href={link} className={buttonClassName({ block: true })}>
        Ver minha página
      </a>
      {ownBrowser && <p className={styles.small}>Pode conferir à vontade: a sua visita não conta como a abertura.</p>}
      <p className={styles.small}>Quer mudar a mensagem, as fotos ou a música depois? Use o link de edição que está no mesmo e-mail.</p>
    </>
  );
}
