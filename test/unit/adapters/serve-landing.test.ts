import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import Koa from 'koa';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveUi } from '../../../src/adapters/http/static/serve-ui.js';
import { tempDir } from '../../support/temp-dir.js';

let dir: Awaited<ReturnType<typeof tempDir>>;

async function uiFolder(name: string, files: Record<string, string>): Promise<Koa> {
  const ui = join(dir.path, name);
  await mkdir(ui, { recursive: true });
  for (const [file, body] of Object.entries(files)) await writeFile(join(ui, file), body);
  const app = new Koa();
  app.use(serveUi(ui));
  return app;
}

let prerendered: Koa;
let shellOnly: Koa;

beforeAll(async () => {
  dir = await tempDir();
  prerendered = await uiFolder('prerendered', {
    'index.html': '<!doctype html><div id="root"></div>',
    'landing.html': '<!doctype html><div id="root"><h1>landing</h1></div>',
  });
  shellOnly = await uiFolder('shell-only', { 'index.html': '<!doctype html><div id="root"></div>' });
});

afterAll(async () => {
  await dir.remove();
});

describe('the prerendered landing', () => {
  it('is what `/` answers, revalidated on every visit', async () => {
    const answer = await request(prerendered.callback()).get('/').expect(200);
    expect(answer.text).toContain('<h1>landing</h1>');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/create', '/terms-of-use', '/update/abc'])('is not sent for %s, which gets the shell', async (path) => {
    const answer = await request(prerendered.callback()).get(path).expect(200);
    expect(answer.text).toBe('<!doctype html><div id="root"></div>');
  });

  it('is never served under its own name', async () => {
    const answer = await request(prerendered.callback()).get('/landing.html').expect(404);
    expect(answer.text).not.toContain('<h1>landing</h1>');
  });

  it('falls back to the shell when the build wrote none', async () => {
    const answer = await request(shellOnly.callback()).get('/').expect(200);
    expect(answer.text).toBe('<!doctype html><div id="root"></div>');
  });
});
