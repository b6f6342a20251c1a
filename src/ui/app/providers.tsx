import type { ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast.js';
import { useEarlyTapsReplay } from './use-early-taps-replay.js';

export function Providers({ children }: { children: ReactNode }) {
  // The app's outermost effect: it runs once every page component below has taken its markup over.
  useEarlyTapsReplay();
  return <ToastProvider>{children}</ToastProvider>;
}
