import { X } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { DISMISS_NOTICE } from '../../../texts/notices.pt-br.js';
import styles from './toast.module.css';

/** How long a success toast stays. */
export const TOAST_MS = 3000;
/** How long an error toast stays unless it is closed, or taken back by whoever showed it once it no longer holds. */
export const ERROR_TOAST_MS = 6000;

type ToastKind = 'error' | 'success';
interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly text: string;
}

/** Takes a toast off the screen before its time. */
export type DismissToast = () => void;

const ToastContext = createContext<((kind: ToastKind, text: string) => DismissToast) | null>(null);

/**
 * Toasts at the top of the screen. An error is announced assertively and stays 6 s (a red toast left over a form
 * already fixed tells something untrue), or less when it is closed or taken back; the same error shown again replaces
 * the first. A success is announced politely and goes after 3 s.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const close = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);

  const show = useCallback(
    (kind: ToastKind, text: string) => {
      const id = nextId.current++;
      setToasts((current) => [...current.filter((toast) => toast.kind !== kind || toast.text !== text), { id, kind, text }]);
      const timer = setTimeout(
        () => {
          timers.current.delete(timer);
          close(id);
        },
        kind === 'error' ? ERROR_TOAST_MS : TOAST_MS,
      );
      timers.current.add(timer);
      return () => close(id);
    },
    [close],
  );

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className={styles.region}>
        {toasts.map((toast) => (
          <div key={toast.id} className={`${styles.toast} ${styles[toast.kind]}`}>
            <div role={toast.kind === 'error' ? 'alert' : 'status'} className={styles.text}>
              {toast.text}
            </div>
            {toast.kind === 'error' && (
              <button type="button" className={styles.close} onClick={() => close(toast.id)} aria-label={DISMISS_NOTICE}>
                <X size={18} aria-hidden="true" />
              </button>
            )}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): { error(text: string): DismissToast; success(text: string): DismissToast } {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider');
  return { error: (text) => show('error', text), success: (text) => show('success', text) };
}

/** Provides toasts to its children unless an outer ToastProvider already does (the editor inside the public page). */
export function EnsureToastProvider({ children }: { children: ReactNode }) {
  return useContext(ToastContext) ? <>{children}</> : <ToastProvider>{children}</ToastProvider>;
}
