import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { brokenLinks, documentationFiles, headingAnchors } from '../support/docs/markdown-links.js';
import { tempDir } from '../support/temp-dir.js';

const ROOT = join(import.meta.dirname, '../..');
const README_MAX_LINES = 200;

describe('the documentation', () => {
  it('covers the README and the docs folder', () => {
    const files = documentationFiles(ROOT).map((file) => file.slice(ROOT.length + 1));
    expect(files).toContain('README.md');
    expect(files).toContain('docs/architecture.md');
    expect(files).toContain('docs/operations.md');
    expect(files.filter((file) => file.startsWith('docs/features/')).length).toBeGreaterThan(0);
  });

  it('has no relative link that leads nowhere', () => {
    const broken = documentationFiles(ROOT).flatMap((file) => brokenLinks(file, ROOT));
    expect(broken).toEqual([]);
  });

  it(`keeps the README a map of at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').replace(/\n$/, '').split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });
});

describe('the link checker', () => {
  const removals: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(removals.splice(0).map((remove) => remove()));
  });

  async function folderWith(files: Record<string, string>): Promise<string> {
    const { path: root, remove } = await tempDir('docs-links-');
    removals.push(remove);
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(root, name, '..'), { recursive: true });
      writeFileSync(join(root, name), text);
    }
    return root;
  }

  it('finds a missing file and a missing heading, and accepts what exists', async () => {
    const root = await folderWith({
      'README.md': '[ok](docs/a.md#two-words) [gone](docs/b.md) [bad anchor](docs/a.md#three) [web](https://example.com)\n',
      'docs/a.md': '# A\n\n## Two words\n\n[back](../README.md) [self](#a) [folder](.)\n',
    });
    expect(brokenLinks(join(root, 'README.md'), root)).toEqual([
      { file: 'README.md', line: 1, target: 'docs/b.md', problem: 'missing file' },
      { file: 'README.md', line: 1, target: 'docs/a.md#three', problem: 'missing anchor' },
    ]);
    expect(brokenLinks(join(root, 'docs/a.md'), root)).toEqual([]);
  });

  it('refuses a link out of the repository, even to a file that exists', async () => {
    const root = await folderWith({ 'repo/README.md': '[shared](../shared.md)\n', 'shared.md': '# Shared\n' });
    expect(brokenLinks(join(root, 'repo/README.md'), join(root, 'repo'))).toEqual([
      { file: 'README.md', line: 1, target: '../shared.md', problem: 'outside the repository' },
    ]);
  });

  it('ignores links inside code and comments', async () => {
    const root = await folderWith({ 'README.md': '```\n[x](nowhere.md)\n```\n`[y](nowhere.md)` <!-- [z](nowhere.md) -->\n' });
    expect(brokenLinks(join(root, 'README.md'), root)).toEqual([]);
  });

  it("makes GitHub's anchors from headings", () => {
    const anchors = headingAnchors('# Errors: domain → HTTP status\n## "Reenviar QR Code"\n## Backups\n## Backups\n```\n# not a heading\n```\n');
    expect([...anchors]).toEqual(['errors-domain--http-status', 'reenviar-qr-code', 'backups', 'backups-1']);
  });
});
