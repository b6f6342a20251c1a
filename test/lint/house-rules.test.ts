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
  // The web app's features: one page's feature imports its own folder, the shared features and lib/components only.
  { file: 'src/ui/features/landing/probe.ts', code: "import { CreateMemoryForm } from '../create-memory/create-memory-form.js';", allowed: false },
  { file: 'src/ui/features/memory-page/probe.ts', code: "const load = () => import('../create-memory/create-memory-form.js');", allowed: false },
  {
    file: 'src/ui/features/landing/probe.ts',
    code: "import { ResendQrCodeButton } from '../resend-qr-code/components/resend-qr-code-button.js';",
    allowed: true,
  },
  { file: 'src/ui/features/create-memory/probe.ts', code: "import { DateField } from '../memory-form/date-field.js';", allowed: true },
  { file: 'src/ui/features/landing/probe.ts', code: "import { Button } from '../../components/ui/button.js';", allowed: true },
  { file: 'src/ui/features/landing/probe.ts', code: "import { APP_ROUTES } from '../../app/routes.js';", allowed: false },
  // A shared feature builds on shared features only; lib and components know no feature; the app's pages know them all.
  {
    file: 'src/ui/features/memory-form/probe.ts',
    code: "import { CreateMemoryForm } from '../create-memory/create-memory-form.js';",
    allowed: false,
  },
  { file: 'src/ui/features/memory-editor/probe.ts', code: "import { DateField } from '../memory-form/date-field.js';", allowed: true },
  { file: 'src/ui/lib/probe.ts', code: "import { MemoryEditor } from '../features/memory-editor/memory-editor.js';", allowed: false },
  { file: 'src/ui/components/ui/probe.ts', code: "import { DateField } from '../../features/memory-form/date-field.js';", allowed: false },
  { file: 'src/ui/pages/probe.ts', code: "import { CreateMemoryForm } from '../features/create-memory/create-memory-form.js';", allowed: true },
  { file: 'src/ui/features/landing/probe.ts', code: "import Koa from 'koa';", allowed: false },
];

/**
 * No import closes a circle, whatever its kind: the snippet takes the place of a file of the tree, whose neighbours are
 * read as they are on disk.
 */
const CIRCLES: readonly { readonly file: string; readonly code: string; readonly allowed: boolean }[] = [
  { file: 'src/domain/shared/domain-error.ts', code: "import { Memory } from '../memory/memory.js';", allowed: false },
  { file: 'src/domain/shared/domain-error.ts', code: "import type { Memory } from '../memory/memory.js';", allowed: false },
  { file: 'src/domain/shared/domain-error.ts', code: "export { Memory } from '../memory/memory.js';", allowed: false },
  { file: 'src/domain/shared/domain-error.ts', code: "const load = () => import('../memory/memory.js');", allowed: false },
  { file: 'src/domain/shared/domain-error.ts', code: "import type { DomainErrorCode } from './error-codes.js';", allowed: true },
  {
    file: 'src/application/shared/memory-views.ts',
    code: "import type { OpeningsView } from '../openings/owned-memory-openings.js';",
    allowed: false,
  },
  { file: 'src/ui/features/memory-editor/memory-editor.tsx', code: "import { EditPopup } from './edit-popup.js';", allowed: false },
  { file: 'src/ui/features/memory-editor/memory-editor.tsx', code: "import { EditorForm } from './editor-form.js';", allowed: true },
];

/** MikroORM's values through its one door (mikro-orm-packages.ts); its types anywhere in the server. */
const MIKRO_ORM_DOOR: readonly { readonly file: string; readonly code: string; readonly allowed: boolean }[] = [
  { file: 'src/adapters/persistence/mikro-orm/probe.ts', code: "import { defineEntity } from '@mikro-orm/core';", allowed: false },
  { file: 'src/adapters/persistence/mikro-orm/probe.ts', code: "import { MikroORM } from '@mikro-orm/sqlite';", allowed: false },
  { file: 'src/adapters/composition/probe.ts', code: "import { Migrator } from '@mikro-orm/migrations';", allowed: false },
  { file: 'src/adapters/persistence/mikro-orm/probe.ts', code: "import type { MikroORM } from '@mikro-orm/core';", allowed: true },
  { file: 'src/adapters/persistence/mikro-orm/probe.ts', code: "import { mikroOrmCore } from './mikro-orm-packages.js';", allowed: true },
  { file: 'src/adapters/persistence/mikro-orm/mikro-orm-packages.ts', code: "import { MikroORM } from '@mikro-orm/sqlite';", allowed: true },
];

/** The problems one rule finds in a line of code placed at a path of the tree. */
async function problems(eslint: ESLint, file: string, code: string, rule: (id: string) => boolean): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const probe = 1;\n`, { filePath: join(ROOT, file) });
  return result!.messages.filter((message) => message.ruleId !== null && rule(message.ruleId)).map((problem) => problem.message);
}

describe('the house rules, checked by the linter', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: ROOT });
  });

  it.each(CASES)('$file: $code → allowed: $allowed', async ({ file, code, allowed }) => {
    const found = await problems(eslint, file, code, (rule) => rule.startsWith('boundaries/'));
    expect(found).toHaveLength(allowed ? 0 : 1);
  });

  it.each(MIKRO_ORM_DOOR)('MikroORM: $file: $code → allowed: $allowed', async ({ file, code, allowed }) => {
    const found = await problems(eslint, file, code, (rule) => rule === '@typescript-eslint/no-restricted-imports');
    expect(found).toHaveLength(allowed ? 0 : 1);
  });

  it.each(CIRCLES)('circles: $file: $code → allowed: $allowed', async ({ file, code, allowed }) => {
    const found = await problems(eslint, file, code, (rule) => rule === 'house/no-import-cycle');
    expect(found).toHaveLength(allowed ? 0 : 1);
    if (!allowed) expect(found[0]).toContain(file);
  });
});
