import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { MusicSearchResult as FoundVideo } from '../../../../adapters/http/contract/music.contract.js';
import { canonicalYoutubeLink } from '../../../../domain/memory/youtube.js';
import { ApiError } from '../../../lib/api-client.js';
import { MUSIC_TEXT } from '../../../../texts/music.pt-br.js';
import { musicSearchOffered, searchMusic } from './api/music-field.js';
import styles from './music-search.module.css';

type Found =
  | { readonly state: 'idle' }
  | { readonly state: 'searching' }
  | { readonly state: 'found'; readonly videos: readonly FoundVideo[] }
  | { readonly state: 'failed'; readonly error: string };

/** Whether the shop offers the search: false until the server said so (and for good when it says no). */
function useSearchOffered(): boolean {
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    let current = true;
    void musicSearchOffered().then((yes) => current && setOffered(yes));
    return () => {
      current = false;
    };
  }, []);
  return offered;
}

function Results({ found, onPick }: { found: Found; onPick: (video: FoundVideo) => void }) {
  if (found.state === 'searching') return <p className={styles.status}>{MUSIC_TEXT.searching}</p>;
  if (found.state === 'failed')
    return (
      <p className={styles.status} role="alert">
        {found.error}
      </p>
    );
  if (found.state !== 'found') return null;
  if (found.videos.length === 0) return <p className={styles.status}>{MUSIC_TEXT.searchNothing}</p>;
  return (
    <ul className={styles.results} aria-label={MUSIC_TEXT.searchResults}>
      {found.videos.map((video) => (
        <li key={video.videoId}>
          <button type="button" className={styles.result} onClick={() => onPick(video)} aria-label={MUSIC_TEXT.pick(video.title)}>
            <img className={styles.thumbnail} src={video.thumbnail} alt="" width={96} height={54} loading="lazy" referrerPolicy="no-referrer" />
            <span className={styles.words}>
              <span className={styles.title}>{video.title}</span>
              {video.channel && <span className={styles.channel}>{video.channel}</span>}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * "Buscar a música pelo nome", where the shop has a YouTube key: words, then a few videos that play outside YouTube with
 * title, channel and thumbnail; picking one puts its link in the field. Searched on the button or Enter only (each
 * search spends the shop's YouTube quota); Enter never sends the form around it.
 */
export function MusicSearch({ onPick, disabled = false }: { onPick: (link: string) => void; disabled?: boolean }) {
  const offered = useSearchOffered();
  const id = useId();
  const [words, setWords] = useState('');
  const [found, setFound] = useState<Found>({ state: 'idle' });
  const asking = useRef<AbortController | null>(null);
  useEffect(() => () => asking.current?.abort(), []);
  if (!offered) return null;

  const search = () => {
    if (words.trim() === '') return;
    asking.current?.abort();
    const abort = new AbortController();
    asking.current = abort;
    setFound({ state: 'searching' });
    searchMusic(words, abort.signal).then(
      (videos) => !abort.signal.aborted && setFound({ state: 'found', videos }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setFound({ state: 'failed', error: error instanceof ApiError && error.serverMessage ? error.serverMessage : MUSIC_TEXT.searchUnavailable });
      },
    );
  };
  const enter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  };
  const pick = (video: FoundVideo) => {
    onPick(canonicalYoutubeLink(video.videoId));
    setFound({ state: 'idle' });
  };

  return (
    <div className={styles.search} role="search">
      <label htmlFor={`${id}-busca`} className={styles.label}>
        {MUSIC_TEXT.searchLabel}
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-busca`}
          className={styles.input}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={MUSIC_TEXT.searchPlaceholder}
          value={words}
          maxLength={100}
          onChange={(event) => setWords(event.target.value)}
          onKeyDown={enter}
          disabled={disabled}
        />
        <button type="button" className={styles.button} onClick={search} disabled={disabled || words.trim() === '' || found.state === 'searching'}>
          {MUSIC_TEXT.searchButton}
        </button>
      </div>
      <Results found={found} onPick={pick} />
    </div>
  );
}
