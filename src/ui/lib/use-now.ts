import { useEffect, useState } from 'react';
import { eachSecond } from './each-second.js';

/** The current time, refreshed on each second boundary so the seconds tick evenly. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => eachSecond(() => setNow(new Date())), []);
  return now;
}
