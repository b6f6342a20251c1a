/** The clocks on screen (the page's counter, the preview's, the landing's sample) tick once a second. */
export const TICK_MS = 1000;

/** Calls `tick` on each second boundary, so the seconds tick evenly, until the returned function is called. */
export function eachSecond(tick: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const schedule = () => {
    timer = setTimeout(
      () => {
        tick();
        schedule();
      },
      TICK_MS - (Date.now() % TICK_MS),
    );
  };
  schedule();
  return () => clearTimeout(timer);
}
