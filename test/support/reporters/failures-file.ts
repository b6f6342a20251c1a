import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/**
 * Writes what failed in this `vitest run` to a file of its own under FAILURES_DIR, for `scripts/test.sh` to print at
 * the very end of `npm test`: its lanes run side by side, so a failure of one lane is otherwise printed minutes before
 * the last lines of a long run, the only ones a CI log may keep.
 */
export const FAILURES_DIR = 'reports/test-failures';
const ERROR_LINES = 12;

export default class FailuresFile implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    const lines = [...testModules.flatMap(failuresOf), ...unhandledErrors.map((error) => described('unhandled error', [error]))];
    if (lines.length === 0) return;
    const projects = [...new Set(testModules.map((testModule) => testModule.project.name))].join('+') || 'vitest';
    mkdirSync(FAILURES_DIR, { recursive: true });
    writeFileSync(join(FAILURES_DIR, `${projects}-${process.pid}.txt`), `${lines.join('\n')}\n`);
  }
}

function failuresOf(testModule: TestModule): string[] {
  const where = `[${testModule.project.name}] ${testModule.relativeModuleId}`;
  const ofTheFile = testModule.errors().length > 0 ? [described(where, testModule.errors())] : [];
  const ofItsTests = [...testModule.children.allTests('failed')].map((testCase) =>
    described(`${where} > ${testCase.fullName}`, testCase.result().errors ?? []),
  );
  return [...ofTheFile, ...ofItsTests];
}

function described(what: string, errors: ReadonlyArray<SerializedError>): string {
  const details = errors.flatMap((error) => (error.stack ?? error.message ?? String(error)).split('\n').slice(0, ERROR_LINES));
  return [`✗ ${what}`, ...details.map((line) => `    ${line}`)].join('\n');
}
