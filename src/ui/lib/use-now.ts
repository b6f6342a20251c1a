import { useEffect, useState } from 'react';

/** The clocks on screen (the page's counter, the preview's, the landing's sample) tick once a second. */
export const TICK_MS = 1000;

/** The current time, refreshed on each second boundary so the seconds tick evenly. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          setNow(new Date());
          schedule();
        },
        TICK_MS - (Date.now() % TICK_MS),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  return now;
}
