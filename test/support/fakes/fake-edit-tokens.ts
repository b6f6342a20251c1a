import type { EditTokens } from '../../../src/application/ports/edit-tokens.js';

export class FakeEditTokens implements EditTokens {
  issue(memoryId: string, version: number): string {
    return `token-${memoryId}-v${version}`;
  }

  matches(memoryId: string, version: number, token: string): boolean {
    return token === this.issue(memoryId, version);
  }
}
