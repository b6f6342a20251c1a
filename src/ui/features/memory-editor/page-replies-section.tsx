import { Heart } from 'lucide-react';
import { useState } from 'react';
import type { OwnedRepliesResponse, PageReplyResponse } from '../../../adapters/http/contract/page-replies.contract.js';
import { PRODUCT_TIME_ZONE } from '../../../domain/shared/zoned-time.js';
import { REPLIES_SECTION as TEXT } from '../../../texts/replies-owner.pt-br.js';
import { usePageReplies } from './use-page-replies.js';
import { OwnerSectionNotice } from './owner-section.js';
import box from './owner-section.module.css';
import styles from './page-replies-section.module.css';

const when = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: PRODUCT_TIME_ZONE,
});

/** "10 de março de 2026 às 12:00", in Brasília time. */
const format = (iso: string) => when.format(new Date(iso)).replace(',', ' às');

/** Replies shown before "Ver as N respostas": the form stays close below. */
const FIRST_SHOWN = 3;

function ReplyItem({ reply }: { reply: PageReplyResponse }) {
  return (
    <li className={styles.reply}>
      <Heart className={styles.heart} size={18} aria-hidden="true" fill="currentColor" />
      <div>
        {/* Plain text: React escapes it, and the line breaks show as written. */}
        {reply.note === null ? <p className={styles.heartOnly}>{TEXT.heartOnly}</p> : <p className={styles.note}>{reply.note}</p>}
        <time className={styles.time} dateTime={reply.createdAt}>
          {format(reply.createdAt)}
        </time>
      </div>
    </li>
  );
}

/**
 * "Respostas com carinho" on the owner's edit page: the switch that turns the page's replies on or off (saved at once)
 * and the replies received, newest first, a heart alone or a heart and a note. Nothing when the record carries no
 * replies (the answer to a save does not).
 */
export function PageRepliesSection(props: { memoryId: string; token: string; replies: OwnedRepliesResponse | undefined }) {
  return props.replies ? <PageReplies {...props} replies={props.replies} /> : null;
}

function PageReplies({ memoryId, token, replies: initial }: { memoryId: string; token: string; replies: OwnedRepliesResponse }) {
  const { replies, saving, notice, turn } = usePageReplies(memoryId, token, initial);
  const [all, setAll] = useState(false);
  const shown = all ? replies.replies : replies.replies.slice(0, FIRST_SHOWN);
  return (
    <section className={box.section} aria-labelledby="page-replies-title" aria-busy={saving}>
      <h2 id="page-replies-title" className={box.title}>
        {TEXT.title}
      </h2>
      <label className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          checked={replies.repliesEnabled}
          disabled={saving}
          onChange={(event) => void turn(event.currentTarget.checked)}
        />
        <span>{TEXT.switchLabel}</span>
      </label>
      <p className={box.text}>{replies.repliesEnabled ? TEXT.switchOn : TEXT.switchOff}</p>
      <OwnerSectionNotice notice={notice} />
      {replies.replies.length === 0 ? (
        <p className={box.text}>{TEXT.none}</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((reply) => (
            <ReplyItem key={reply.id} reply={reply} />
          ))}
        </ul>
      )}
      {shown.length < replies.replies.length && (
        <button type="button" className={styles.more} onClick={() => setAll(true)}>
          {TEXT.showAll(replies.replies.length)}
        </button>
      )}
      {all && replies.total > replies.replies.length && <p className={box.text}>{TEXT.latestOf(replies.replies.length, replies.total)}</p>}
    </section>
  );
}
