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
    'create.html': '<!doctype html><link rel="modulepreload" href="/assets/create.js"><div id="root"></div>',
    'create-premium.html': '<!doctype html><link rel="modulepreload" href="/assets/create.js"><div id="root"><p>premium</p></div>',
  });
  await mkdir(join(dir.path, 'prerendered', '.vite'), { recursive: true });
  await writeFile(join(dir.path, 'prerendered', '.vite', 'manifest.json'), '{"secret":"build manifest"}');
  shellOnly = await uiFolder('shell-only', { 'index.html': '<!doctype html><div id="root"></div>' });
});

afterAll(async () => {
  await dir.remove();
});

describe('the pages the build writes for / and /create', () => {
  it('is what `/` answers, revalidated on every visit', async () => {
    const answer = await request(prerendered.callback()).get('/').expect(200);
    expect(answer.text).toContain('<h1>landing</h1>');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/terms-of-use', '/update/abc', '/pagamento/abc'])('is not sent for %s, which gets the shell', async (path) => {
    const answer = await request(prerendered.callback()).get(path).expect(200);
    expect(answer.text).toBe('<!doctype html><div id="root"></div>');
  });

  it.each(['/create', '/create/', '/create?plan=premium'])('%s gets the creation form’s own shell', async (path) => {
    const answer = await request(prerendered.callback()).get(path).expect(200);
    expect(answer.text).toContain('/assets/create.js');
  });

  it.each([
    ['/create?plan=premium', true],
    ['/create/?plan=premium', true],
    ['/create?ref=x&plan=premium', true],
    ['/create', false],
    ['/create?plan=basic', false],
    ['/create?plan=gold', false],
  ])('%s gets the form prerendered on its plan (premium: %s)', async (path, premium) => {
    const answer = await request(prerendered.callback()).get(path).expect(200);
    expect(answer.text.includes('<p>premium</p>')).toBe(premium);
  });

  it('never sends the build’s manifest', async () => {
    const answer = await request(prerendered.callback()).get('/.vite/manifest.json').expect(404);
    expect(answer.text).not.toContain('build manifest');
  });

  it('is never served under its own name', async () => {
    const answer = await request(prerendered.callback()).get('/landing.html').expect(404);
    expect(answer.text).not.toContain('<h1>landing</h1>');
  });

  it.each(['/', '/create'])('%s falls back to the shell when the build wrote no page of its own', async (path) => {
    const answer = await request(shellOnly.callback()).get(path).expect(200);
    expect(answer.text).toBe('<!doctype html><div id="root"></div>');
  });
});
