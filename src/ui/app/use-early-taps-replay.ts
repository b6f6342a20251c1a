import { useEffect } from 'react';

interface EarlyTapsWindow {
  memoriesReplayEarlyTaps?: () => void;
}

/** Once React has taken a prerendered page over, the taps kept before its code ran (src/ui/early-taps.js) are made again. */
export function useEarlyTapsReplay(): void {
  useEffect(() => {
    (window as EarlyTapsWindow).memoriesReplayEarlyTaps?.();
  }, []);
}
