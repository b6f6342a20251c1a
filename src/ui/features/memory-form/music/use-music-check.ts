import { useCallback, useEffect, useRef, useState } from 'react';
import type { MusicCheckResponse } from '../../../../adapters/http/contract/music.contract.js';
import { canonicalYoutubeLink, youtubeVideoId } from '../../../../domain/memory/youtube.js';
import { checkMusicLink } from './api/music-field.js';

/** A pause in typing this long asks YouTube; leaving the field asks at once. */
export const MUSIC_CHECK_PAUSE_MS = 600;

export type MusicVerdict =
  | { readonly state: 'none' }
  | { readonly state: 'checking'; readonly videoId: string }
  | { readonly state: 'playable'; readonly videoId: string; readonly title: string; readonly channel: string }
  | { readonly state: 'refused'; readonly videoId: string; readonly refusal: string }
  /** YouTube (or the shop) could not be asked: the link is taken, as the order will take it. */
  | { readonly state: 'unchecked'; readonly videoId: string };

function verdictOf(answer: MusicCheckResponse): MusicVerdict {
  const { videoId } = answer;
  if (answer.refusal) return { state: 'refused', videoId, refusal: answer.refusal.error };
  if (answer.availability === 'playable' && answer.title) return { state: 'playable', videoId, title: answer.title, channel: answer.channel ?? '' };
  return { state: 'unchecked', videoId };
}

/**
 * The music field's question to the server while the buyer types: for `link` (a link the field's own rule accepts, or
 * "" for none), is it a video the page can play, and which song is it? Asked after a pause in typing or at once on
 * `checkNow` (leaving the field), once per video per visit. Any failure of the question itself is `unchecked`: the
 * order is judged again when sent, and a page never fails to sell because YouTube is slow.
 */
export function useMusicCheck(link: string) {
  const videoId = link.trim() === '' ? null : youtubeVideoId(link);
  const [verdicts, setVerdicts] = useState<ReadonlyMap<string, MusicVerdict>>(() => new Map());
  const asked = useRef(new Set<string>());
  const unmounted = useRef<AbortController | null>(null);

  const ask = useCallback((id: string) => {
    if (asked.current.has(id)) return;
    asked.current.add(id);
    unmounted.current ??= new AbortController();
    const { signal } = unmounted.current;
    const settle = (verdict: MusicVerdict) => setVerdicts((current) => new Map(current).set(id, verdict));
    settle({ state: 'checking', videoId: id });
    checkMusicLink(canonicalYoutubeLink(id), signal).then(
      (answer) => settle(verdictOf(answer)),
      () => {
        if (!signal.aborted) settle({ state: 'unchecked', videoId: id });
      },
    );
  }, []);

  useEffect(() => {
    if (videoId === null) return;
    const timer = setTimeout(() => ask(videoId), MUSIC_CHECK_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [videoId, ask]);

  useEffect(
    () => () => {
      unmounted.current?.abort();
      unmounted.current = null;
    },
    [],
  );

  const checkNow = useCallback(() => {
    if (videoId !== null) ask(videoId);
  }, [videoId, ask]);

  const verdict: MusicVerdict = (videoId === null ? null : verdicts.get(videoId)) ?? { state: 'none' };
  return { verdict, refusal: verdict.state === 'refused' ? verdict.refusal : null, checkNow };
}

export type MusicCheck = ReturnType<typeof useMusicCheck>;
