import type { Plan } from '../plan/plan.js';
import type { MemoryState } from './memory-state.js';
import type { MusicInfo } from './music.js';

/** A page's music: the YouTube link, with the song's title and channel as YouTube gave them. */
export type MemoryMusic = Pick<MemoryState, 'youtube' | 'musicTitle' | 'musicChannel'>;

/** The song's title and channel go with its link: none without a link, or when YouTube was not asked or did not answer. */
export function songOf(youtube: string | null, music: MusicInfo | null | undefined): Pick<MemoryMusic, 'musicTitle' | 'musicChannel'> {
  return { musicTitle: (youtube && music?.title) || null, musicChannel: (youtube && music?.channel) || null };
}

/** The music visitors hear: none on a plan without music, even if a link is kept. */
export function shownYoutube(plan: Plan, youtube: string | null): string | null {
  return plan.allowsMusic ? youtube : null;
}

/** The song shown with the music (a plan without music shows none). */
export function shownMusic(plan: Plan, music: MemoryMusic): MusicInfo | null {
  const { musicTitle, musicChannel } = music;
  return shownYoutube(plan, music.youtube) !== null && musicTitle !== null ? { title: musicTitle, channel: musicChannel ?? '' } : null;
}

/**
 * The music once the owner's edit is applied. A plan without music keeps the link it had (hidden), for an upgrade to
 * bring back. The song's title and channel go with its link: kept while the link is, replaced or dropped with it.
 */
export function musicAfterEdit(plan: Plan, current: MemoryMusic, youtube: string | null, music?: MusicInfo | null): MemoryMusic {
  if (!plan.allowsMusic || youtube === current.youtube) {
    return { youtube: current.youtube, musicTitle: current.musicTitle, musicChannel: current.musicChannel };
  }
  return { youtube, ...songOf(youtube, music) };
}
