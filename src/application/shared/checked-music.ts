import { assertPlayable, musicInfo, type MusicInfo } from '../../domain/memory/music.js';
import { youtubeVideoId } from '../../domain/memory/youtube.js';
import type { VideoCatalogue } from '../ports/video-catalogue.js';

/**
 * Asks YouTube about a page's music link before anything is stored or paid: refuses a video that does not exist or may
 * not be embedded (the domain's errors), and gives its title and channel when YouTube answered. Without a catalogue,
 * without a link, or when YouTube cannot be asked, the link is taken as it is (null: its song is not named).
 */
export async function checkedMusic(videos: VideoCatalogue | undefined, youtube: string | null): Promise<MusicInfo | null> {
  const videoId = youtube === null ? null : youtubeVideoId(youtube);
  if (!videos || videoId === null) return null;
  const found = await videos.lookup(videoId);
  assertPlayable(found.availability);
  return found.availability === 'playable' ? musicInfo(found.title, found.channel) : null;
}
