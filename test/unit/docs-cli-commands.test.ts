import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CliContext } from '../../src/adapters/cli/cli-context.js';
import { buildProgram } from '../../src/adapters/cli/program.js';
import { commandLines, undocumentedCommands } from '../support/docs/cli-commands-in-docs.js';

const OPERATIONS = readFileSync(join(import.meta.dirname, '../../docs/operations.md'), 'utf8');

/** Building the program only registers the commands: nothing is opened, printed or run. */
const unused = (): never => {
  throw new Error('a command ran while its help was being listed');
};
const context: CliContext = { io: { out: unused, err: unused, ask: unused }, openRuntime: unused, openBackups: unused, goLiveFindings: unused };
const COMMAND_LINES = commandLines(buildProgram(context));

describe('memories-cli in docs/operations.md', () => {
  it('lists the commands of COMMANDS, subcommands included', () => {
    expect(COMMAND_LINES).toEqual(expect.arrayContaining(['resend', 'backup', 'backup verify', 'restore', 'quarantine restore', 'shop adopt']));
  });

  it('documents every command as `memories-cli <command>`', () => {
    expect(undocumentedCommands(COMMAND_LINES, OPERATIONS)).toEqual([]);
  });

  it('finds a command whose every mention is gone, and does not take a longer name for it', () => {
    const withoutStats = OPERATIONS.replaceAll('memories-cli stats', 'memories-cli stats-old');
    expect(undocumentedCommands(COMMAND_LINES, withoutStats)).toEqual(['stats']);
    expect(undocumentedCommands(['backup prune'], OPERATIONS.replaceAll('backup prune', 'backup'))).toEqual(['backup prune']);
  });
});
