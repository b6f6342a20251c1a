import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../../src/adapters/http/static/inline-script-hashes.js';

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

const sha256 = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('allows each script written into the page, by its exact text, and none that loads a file', async () => {
    dir = await mkdtemp(join(tmpdir(), 'inline-scripts-'));
    const loader = "\n(function () { document.title = 'a'; })();\n";
    await writeFile(
      join(dir, 'memory.html'),
      `<head><script src="/assets/x.js" defer></script></head><body><script>${loader}</script><script>1</script></body>`,
    );
    expect(inlineScriptHashes(dir)).toEqual([sha256(loader), sha256('1')]);
  });

  it('allows nothing when the app is not built', async () => {
    dir = await mkdtemp(join(tmpdir(), 'inline-scripts-'));
    expect(inlineScriptHashes(dir)).toEqual([]);
  });
});
