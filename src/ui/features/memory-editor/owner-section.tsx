import type { ReactNode } from 'react';
import type { OwnerNotice } from './use-owner-section.js';
import box from './owner-section.module.css';

interface OwnerSectionProps {
  /** The heading's id, which names the section for assistive technology. */
  readonly titleId: string;
  readonly title: string;
  /** The lines under the title, when the section has them. */
  readonly intro?: string;
  /** What is said when the section's first read failed; nothing while it has not. */
  readonly loadFailed: string | null;
  /** Saving, or still reading what the server holds. */
  readonly busy: boolean;
  readonly notice: OwnerNotice | null;
  /** The section's own anchor, when a link points at it. */
  readonly id?: string;
  readonly children: ReactNode;
}

/**
 * The frame every box of the owner's edit page below the couple shares ("Pergunta de vocês", "O céu daquela noite",
 * "Um áudio seu", …): its title and lines, the failed read, its contents, then the outcome of the last change.
 */
export function OwnerSection({ titleId, title, intro, loadFailed, busy, notice, id, children }: OwnerSectionProps) {
  return (
    <section id={id} className={box.section} aria-labelledby={titleId} aria-busy={busy}>
      <h2 id={titleId} className={box.title}>
        {title}
      </h2>
      {intro !== undefined && <p className={box.text}>{intro}</p>}
      {loadFailed !== null && <p className={box.error}>{loadFailed}</p>}
      {children}
      <OwnerSectionNotice notice={notice} />
    </section>
  );
}

/** The outcome of the owner's last change: said politely when done, at once when it failed. */
export function OwnerSectionNotice({ notice }: { readonly notice: OwnerNotice | null }) {
  if (!notice) return null;
  return (
    <p role={notice.kind === 'error' ? 'alert' : 'status'} className={notice.kind === 'error' ? box.error : box.done}>
      {notice.text}
    </p>
  );
}
