import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { MemoryRecordResponse } from '../../adapters/http/contract/memories.contract.js';
import { PageShell } from '../components/layout/page-shell.js';
import { useDocumentTitle } from '../components/layout/use-document-title.js';
import styles from '../features/memory-editor/edit-memory-page.module.css';
import { InvalidEditLink } from '../features/memory-editor/invalid-edit-link.js';
import { publicPathOf } from '../features/memory-editor/edit-state.js';
import { MemoryEditor } from '../features/memory-editor/memory-editor.js';
import { SharePageActions } from '../features/share-page/share-page-actions.js';
import { openAfterEdit } from '../features/memory-page/open-after-edit.js';
import { editTokenStore } from '../lib/edit-token-store.js';
import { PlanRenewalSection } from '../features/plan-renewal/plan-renewal-section.js';

/** Spec section 9: after a save the page opens the public page 1.5 s later (opened, without its 'Clique' gate). */
export const REDIRECT_AFTER_SAVE_MS = 1500;

const TITLE = 'Editar Página de Amor';

/** The edit token of page `id`: the link's, kept in this browser and taken out of the address, or the one kept before. */
function useEditToken(id: string): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState<string | null>(() => new URLSearchParams(location.search).get('token') || editTokenStore.get(id));

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const fromLink = params.get('token');
    if (fromLink === null) return;
    if (fromLink) editTokenStore.save(id, fromLink);
    params.delete('token');
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
  }, [id, location.pathname, location.search, location.hash, navigate]);

  return token;
}

/**
 * `/update/:id?token=`: the owner's edit page. The token comes from the e-mailed link, is kept for this page in the
 * browser (so the public page can offer its edit popup) and leaves the address bar at once, so it does not end up in
 * the history, a screenshot or a shared address.
 */
export function EditMemoryPage() {
  const { id = '' } = useParams();
  const token = useEditToken(id);
  const [invalid, setInvalid] = useState(token === null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useDocumentTitle(TITLE);

  useEffect(
    () => () => {
      if (redirectTimer.current) clearTimeout(redirectTimer.current);
    },
    [],
  );

  const onSaved = useCallback((updated: MemoryRecordResponse) => {
    redirectTimer.current = setTimeout(() => {
      openAfterEdit.mark(updated.id);
      window.location.assign(publicPathOf(updated));
    }, REDIRECT_AFTER_SAVE_MS);
  }, []);

  const onUnauthorized = useCallback(() => {
    // A refused token is of no use to the public page's edit popup either.
    if (token && editTokenStore.get(id) === token) editTokenStore.remove(id);
    setInvalid(true);
  }, [id, token]);

  return (
    <PageShell mainClassName={styles.main}>
      <div className={styles.content}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{TITLE}</h1>
          {!invalid && (
            <p className={styles.lead}>Mude a data, a mensagem e as fotos da sua página. Quem tem o link vê as mudanças assim que você salvar.</p>
          )}
        </div>
        {invalid || !token ? (
          <InvalidEditLink />
        ) : (
          <MemoryEditor
            memoryId={id}
            token={token}
            initial={null}
            layout="page"
            onSaved={onSaved}
            onCancel={() => undefined}
            onUnauthorized={onUnauthorized}
          />
        )}
        {!invalid && token && <SharePageActions memoryId={id} token={token} />}
        {!invalid && token && <PlanRenewalSection memoryId={id} token={token} />}
      </div>
    </PageShell>
  );
}
