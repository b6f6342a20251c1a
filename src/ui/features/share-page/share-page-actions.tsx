import { ImageDown, MessageCircle, Printer, Share2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { ShareLinksResponse } from '../../../adapters/http/contract/share-card.contract.js';
import { buttonClassName, Button } from '../../components/ui/button.js';
import { SHARE_ACTIONS_TEXT as T, whatsAppShareUrl } from '../../../texts/share-card.pt-br.js';
import styles from './share-page-actions.module.css';
import { useShareLinks } from './use-share-links.js';

export interface SharePageActionsProps {
  readonly memoryId: string;
  /** The edit token on the edit page; absent on the payment return page (the server answers just after the payment). */
  readonly token?: string | null;
}

/**
 * "Imprima e compartilhe": the printable card (A6, or A4 with crop marks) and the status image to download, the page's
 * link to WhatsApp, and the phone's own share sheet where the browser has one. Shows nothing while loading or when
 * the server has no card for this visitor.
 */
export function SharePageActions({ memoryId, token = null }: SharePageActionsProps) {
  const state = useShareLinks(memoryId, token);
  if (state.kind === 'loading') return null;
  if (state.kind === 'unavailable') return state.message ? <p className={styles.note}>{state.message}</p> : null;
  return <ShareActions links={state.links} />;
}

function ShareActions({ links }: { links: ShareLinksResponse }) {
  const message = T.whatsAppMessage(links.lovedName);
  const [withSky, setWithSky] = useState(links.skyCards !== null);
  const cards = withSky && links.skyCards ? links.skyCards : links.cards;
  return (
    <section className={styles.section} aria-labelledby="share-page-heading">
      <h2 id="share-page-heading" className={styles.heading}>
        {T.heading}
      </h2>
      <p className={styles.lead}>{T.lead}</p>
      <div className={styles.group} role="group" aria-label={T.printCard}>
        {links.skyCards && (
          <label className={styles.option}>
            <input type="checkbox" checked={withSky} onChange={(event) => setWithSky(event.target.checked)} /> {T.withSky}
          </label>
        )}
        <a className={buttonClassName({ block: true })} href={cards.a6} download>
          <Printer size={18} aria-hidden="true" /> {T.printCard} (A6)
        </a>
        <a className={buttonClassName({ variant: 'secondary', block: true })} href={cards.a4} download>
          <Printer size={18} aria-hidden="true" /> {T.printCard} (A4)
        </a>
        <p className={styles.hint}>
          {T.printA6} · {T.printA4}
        </p>
      </div>
      <a className={buttonClassName({ variant: 'secondary', block: true })} href={cards.story} download>
        <ImageDown size={18} aria-hidden="true" /> {T.storyImage}
      </a>
      <a
        className={`${buttonClassName({ block: true })} ${styles.whatsApp}`}
        href={whatsAppShareUrl(message, links.publicUrl)}
        target="_blank"
        rel="noopener noreferrer"
      >
        <MessageCircle size={18} aria-hidden="true" /> {T.whatsApp}
      </a>
      <WebShareButton title={T.shareTitle(links.yourName, links.lovedName)} text={message} url={links.publicUrl} />
    </section>
  );
}

/** The browser's share sheet (Web Share API), only where it exists: most phones, few desktops. */
function WebShareButton({ title, text, url }: { title: string; text: string; url: string }) {
  const [available] = useState(() => typeof navigator !== 'undefined' && typeof navigator.share === 'function');
  const share = useCallback(() => {
    // Closing the sheet rejects with AbortError: nothing to tell.
    navigator.share({ title, text, url }).catch(() => undefined);
  }, [title, text, url]);
  if (!available) return null;
  return (
    <Button variant="ghost" block onClick={share}>
      <Share2 size={18} aria-hidden="true" /> {T.share}
    </Button>
  );
}
