import type { ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast.js';

export function Providers({ children }: { children: ReactNode }) {
  return <ToastProvider>{children}</ToastProvider>;
}
