import type { VideoCatalogue, VideoLookup } from '../../../src/application/ports/video-catalogue.js';

/** Answers each video id as told (`unknown` for the rest), and remembers what it was asked. */
export class FakeVideoCatalogue implements VideoCatalogue {
  readonly asked: string[] = [];
  constructor(private readonly answers: Readonly<Record<string, VideoLookup>> = {}) {}

  lookup(videoId: string): Promise<VideoLookup> {
    this.asked.push(videoId);
    return Promise.resolve(this.answers[videoId] ?? { availability: 'unknown' });
  }
}
