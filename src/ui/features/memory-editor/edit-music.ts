import type { MemoryRecordResponse } from '../../../adapters/http/contract/memories.contract.js';
import { isValidEditYoutubeLink, youtubeVideoId } from '../../../domain/memory/youtube.js';
import { PLANS } from '../../../domain/plan/plan.js';
import { MUSIC_TEXT } from '../../../texts/music.pt-br.js';
import type { EditState } from './edit-state.js';

/** The page's video as it was saved, by id. */
const savedVideo = (memory: MemoryRecordResponse) => (memory.youtube ? youtubeVideoId(memory.youtube) : null);

/**
 * The link the editor asks YouTube about while it is typed: a changed link the editor's rule accepts; "" for none, for
 * a plan without music, and for the page's own video (the server does not ask it again either).
 */
export function linkToCheck(memory: MemoryRecordResponse, state: EditState): string {
  if (!PLANS[memory.plan].allowsMusic || state.youtube.trim() === '' || !isValidEditYoutubeLink(state.youtube)) return '';
  return youtubeVideoId(state.youtube) === savedVideo(memory) ? '' : state.youtube;
}

/** The song of the page's own video, as saved ("♪ Título — Canal"), while the link is left as it is. */
export function savedSongHint(memory: MemoryRecordResponse, state: EditState): string | null {
  if (!memory.musicTitle || state.youtube.trim() === '' || youtubeVideoId(state.youtube) !== savedVideo(memory)) return null;
  return MUSIC_TEXT.found(memory.musicTitle, memory.musicChannel ?? '');
}
