import type { MemoryRecordResponse } from '../../../../adapters/http/contract/memories.contract.js';
import { h, icon } from '../dom.js';
import styles from './owner-edit.module.css';

interface OwnerEditProps {
  readonly memoryId: string;
  readonly token: string;
  readonly onSaved: (updated: MemoryRecordResponse) => void;
  readonly onUnauthorized: () => void;
}

/** The popup and the editor (React, like the rest of the app) are downloaded only when the owner opens them. */
const loadPopup = () => import('../../memory-editor/edit-popup.js');

/**
 * The owner's 'Editar página' button, at the top of the page beside the names, and the edit popup behind it: the
 * popup is rendered into `host`, which stays (with the popup closed) so a toast it shows outlives it. Shown only to
 * a browser holding the page's edit token.
 */
export function ownerEdit({ memoryId, token, onSaved, onUnauthorized }: OwnerEditProps): HTMLElement {
  const host = h('div', { style: 'display: contents' });
  let open: Promise<() => void> | null = null;
  let failure: HTMLElement | null = null;
  const warm = () => void loadPopup().catch(() => undefined);
  const note = (role: string, text: string) => {
    const element = h('p', { role, class: styles.note }, text);
    host.before(element);
    return element;
  };
  const button = h(
    'button',
    {
      type: 'button',
      class: styles.button,
      onPointerEnter: warm,
      onFocus: warm,
      onClick: () => {
        const loading = open ? null : note('status', 'Carregando...');
        open ??= loadPopup().then(({ mountEditPopup }) =>
          mountEditPopup(host, {
            memoryId,
            token,
            onSaved,
            onUnauthorized: () => {
              wrapper.remove();
              onUnauthorized();
            },
          }),
        );
        open.then(
          (show) => {
            loading?.remove();
            show();
          },
          (error: unknown) => {
            if (loading) console.warn('The page editor could not be loaded', error);
            loading?.remove();
            failure ??= note('alert', 'Não foi possível abrir o editor. Recarregue a página e tente de novo.');
          },
        );
      },
    },
    icon({ viewBox: '0 0 24 24', width: 16, height: 16 }, 'M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4', {
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': '2',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
    'Editar página',
  );
  const wrapper = h('div', { style: 'display: contents' }, button, host);
  return wrapper;
}
