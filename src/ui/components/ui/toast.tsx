import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './toast.module.css';

export const TOAST_MS = 3000;

type ToastKind = 'error' | 'success';
interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly text: string;
}

const ToastContext = createContext<((kind: ToastKind, text: string) => void) | null>(null);

/** Toasts at the top of the screen for 3 s: errors announced assertively, successes politely. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const show = useCallback((kind: ToastKind, text: string) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { id, kind, text }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((current) => current.filter((toast) => toast.id !== id));
    }, TOAST_MS);
    timers.current.add(timer);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className={styles.region}>
        {toasts.map((toast) => (
          <div key={toast.id} role={toast.kind === 'error' ? 'alert' : 'status'} className={`${styles.toast} ${styles[toast.kind]}`}>
            {toast.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): { error(text: string): void; success(text: string): void } {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider');
  return { error: (text) => show('error', text), success: (text) => show('success', text) };
}

/** Provides toasts to its children unless an outer ToastProvider already does (the editor inside the public page). */
export function EnsureToastProvider({ children }: { children: ReactNode }) {
  return useContext(ToastContext) ? <>{children}</> : <ToastProvider>{children}</ToastProvider>;
}
