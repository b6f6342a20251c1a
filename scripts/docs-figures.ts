/**
 * npm run docs:figures: counts the test files and the inner loop's tests as vitest lists them (no test runs) and writes
 * them into docs/architecture.md, between its figures marks.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { testFiguresLine, withFiguresBlock } from '../test/support/docs/figures-block.js';

const ROOT = join(import.meta.dirname, '..');
const DOC = join(ROOT, 'docs/architecture.md');

/** What `vitest list --json` prints: one entry a test (a file alone with --filesOnly). */
function listed(args: readonly string[]): { file: string }[] {
  const out = execFileSync('npx', ['vitest', 'list', '--json', ...args], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(out.slice(out.indexOf('['))) as { file: string }[];
}

const innerLoop = listed(['--project', 'fast', '--project', 'fast-ui']);
const line = testFiguresLine({
  countedOn: new Date().toISOString().slice(0, 10),
  innerLoopFiles: new Set(innerLoop.map((test) => test.file)).size,
  innerLoopTests: innerLoop.length,
  allFiles: new Set(listed(['--filesOnly']).map((test) => test.file)).size,
});
writeFileSync(DOC, withFiguresBlock(readFileSync(DOC, 'utf8'), [line]));
process.stdout.write(`${line}\n`);
