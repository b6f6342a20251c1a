import { assertPlayable, musicInfo, type VideoAvailability } from '../../domain/memory/music.js';
import { YoutubeLinkInvalidError } from '../../domain/memory/memory-errors.js';
import { youtubeVideoId } from '../../domain/memory/youtube.js';
import { DomainError } from '../../domain/shared/domain-error.js';
import type { VideoCatalogue } from '../ports/video-catalogue.js';

export interface CheckMusicLinkInput {
  readonly link: string;
}

export interface CheckMusicLinkOutput {
  readonly videoId: string;
  readonly availability: VideoAvailability;
  /** The song as YouTube names it, when YouTube answered that it plays. */
  readonly title: string | null;
  readonly channel: string | null;
  /** The error an order with this link would be refused with (why, and what to do); null when it would be taken. */
  readonly refusal: DomainError | null;
}

/**
 * The music field's question while the buyer types, before anything is sent: would this link be taken, and which
 * song is it? The very rule an order or an edit is judged by (`checkedMusic`); the order is judged again when sent.
 */
export class CheckMusicLink {
  constructor(private readonly videos: VideoCatalogue) {}

  async execute({ link }: CheckMusicLinkInput): Promise<CheckMusicLinkOutput> {
    const videoId = youtubeVideoId(link);
    if (videoId === null) throw new YoutubeLinkInvalidError();
    const found = await this.videos.lookup(videoId);
    if (found.availability === 'playable') {
      return { videoId, availability: 'playable', ...musicInfo(found.title, found.channel), refusal: null };
    }
    return { videoId, availability: found.availability, title: null, channel: null, refusal: refusalOf(found.availability) };
  }
}

function refusalOf(availability: VideoAvailability): DomainError | null {
  try {
    assertPlayable(availability);
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
}
