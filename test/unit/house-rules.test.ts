import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

/** The dependency rule of the house style, as the linter reads it: one line of code placed at a path of the tree. */
const CASES: readonly { readonly file: string; readonly code: string; readonly allowed: boolean }[] = [
  { file: 'src/domain/memory/probe.ts', code: "import { Clock } from '../../application/ports/clock.js';", allowed: false },
  { file: 'src/domain/memory/probe.ts', code: "import { z } from 'zod';", allowed: false },
  { file: 'src/domain/memory/probe.ts', code: "import { readFile } from 'node:fs/promises';", allowed: false },
  { file: 'src/domain/memory/probe.ts', code: "import { Memory } from './memory.js';", allowed: true },
  { file: 'src/application/buyer/probe.ts', code: "import { Memory } from '../../domain/memory/memory.js';", allowed: true },
  { file: 'src/application/buyer/probe.ts', code: "import { PORTS } from '../../adapters/composition/ports.js';", allowed: false },
  { file: 'src/application/buyer/probe.ts', code: "import Koa from 'koa';", allowed: false },
  { file: 'src/adapters/mail/probe.ts', code: "import { Mailer } from '../../application/ports/mailer.js';", allowed: true },
  { file: 'src/adapters/mail/probe.ts', code: "import { PORTS } from '../composition/ports.js';", allowed: false },
  { file: 'src/adapters/cli/probe.ts', code: "import { createKoaApp } from '../http/koa-app.js';", allowed: false },
  { file: 'src/adapters/http/probe.ts', code: "import { HttpError } from './http-error.js';", allowed: true },
  { file: 'src/adapters/http/probe.ts', code: "import type { ErrorResponse } from './contract/memories.contract.js';", allowed: true },
  { file: 'src/adapters/mail/probe.ts', code: "import type { ErrorResponse } from '../http/contract/memories.contract.js';", allowed: false },
  { file: 'src/adapters/payments/probe.ts', code: "import { jsonBody } from '../shared/json-body.js';", allowed: true },
  { file: 'src/adapters/composition/probe.ts', code: "import { createKoaApp } from '../http/koa-app.js';", allowed: true },
  {
    file: 'src/adapters/scheduling/probe.ts',
    code: "import { ExpireBasicPlans } from '../../application/housekeeping/expire-basic-plans.js';",
    allowed: true,
  },
  { file: 'src/adapters/scheduling/probe.ts', code: "import type { ResolveUseCase } from '../shared/resolve-use-case.js';", allowed: true },
  { file: 'src/adapters/scheduling/probe.ts', code: "import { startPeriodicTask } from './periodic-task.js';", allowed: true },
  { file: 'src/adapters/scheduling/probe.ts', code: "import { sweepPreviewImages } from '../preview/sweep-preview-images.js';", allowed: false },
  { file: 'src/adapters/scheduling/probe.ts', code: "import { PORTS } from '../composition/ports.js';", allowed: false },
  { file: 'src/adapters/http/probe.ts', code: "import { startPeriodicTask } from '../scheduling/periodic-task.js';", allowed: false },
  { file: 'src/adapters/composition/probe.ts', code: "import { startHousekeeping } from '../scheduling/housekeeping.js';", allowed: true },
  { file: 'src/ui/lib/probe.ts', code: "import { CreateMemory } from '../../application/buyer/create-memory.js';", allowed: false },
  { file: 'src/ui/lib/probe.ts', code: "import { createKoaApp } from '../../adapters/http/koa-app.js';", allowed: false },
  { file: 'src/ui/lib/probe.ts', code: "import { validEmail } from '../../domain/memory/email.js';", allowed: true },
  { file: 'src/ui/lib/probe.ts', code: "import type { ErrorResponse } from '../../adapters/http/contract/memories.contract.js';", allowed: true },
  { file: 'src/ui/lib/probe.ts', code: "import { ErrorResponse } from '../../adapters/http/contract/memories.contract.js';", allowed: false },
  { file: 'src/ui/lib/probe.ts', code: "import Koa from 'koa';", allowed: false },
  { file: 'src/ui/lib/probe.ts', code: "import { useState } from 'react';", allowed: true },
  { file: 'src/adapters/mail/probe.ts', code: "import nodemailer from 'nodemailer';", allowed: true },
  { file: 'src/probe.ts', code: "import { createKoaApp } from './adapters/http/koa-app.js';", allowed: false },
  { file: 'bin/probe.ts', code: "import { runCli } from '../src/adapters/cli/program.js';", allowed: true },
  { file: 'bin/probe.ts', code: "import { createKoaApp } from '../src/adapters/http/koa-app.js';", allowed: false },
];

describe('the house rules, checked by the linter', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: ROOT });
  });

  it.each(CASES)('$file: $code → allowed: $allowed', async ({ file, code, allowed }) => {
    const [result] = await eslint.lintText(`${code}\nexport const probe = 1;\n`, { filePath: join(ROOT, file) });
    const boundaryProblems = result!.messages.filter((message) => message.ruleId?.startsWith('boundaries/'));
    expect(boundaryProblems.map((problem) => problem.message)).toHaveLength(allowed ? 0 : 1);
  });
});
