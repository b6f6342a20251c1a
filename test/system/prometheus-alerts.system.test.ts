import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const RULES_DIR = join(import.meta.dirname, '../../deploy/prometheus');

/** Prometheus's own checker (Debian's `prometheus` package; .ci/run installs it). Missing, the tests fail. */
async function promtool(args: readonly string[]): Promise<string> {
  const { stdout, stderr } = await run('promtool', [...args], { cwd: RULES_DIR });
  return `${stdout}${stderr}`;
}

describe('deploy/prometheus/alerts.yml', () => {
  it('is valid for Prometheus (promtool check rules), with every alert a shop needs', async () => {
    const output = await promtool(['check', 'rules', 'alerts.yml']);
    expect(output).toContain('SUCCESS: 7 rules found');
  });

  it('fires when it should and not before (promtool test rules alerts.test.yml)', async () => {
    const output = await promtool(['test', 'rules', 'alerts.test.yml']);
    expect(output).toContain('SUCCESS');
    expect(output).not.toContain('FAILED');
  });
});
