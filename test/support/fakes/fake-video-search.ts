import type { FoundVideo, VideoSearch } from '../../../src/application/ports/video-search.js';

/** Answers every search with `found` (null: YouTube could not be asked), and remembers the words it was asked. */
export class FakeVideoSearch implements VideoSearch {
  readonly asked: string[] = [];
  constructor(private readonly found: readonly FoundVideo[] | null = []) {}

  search(words: string): Promise<readonly FoundVideo[] | null> {
    this.asked.push(words);
    return Promise.resolve(this.found);
  }
}
