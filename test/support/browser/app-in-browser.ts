import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Clock } from '../../../src/application/ports/clock.js';
import { startAppServer, type AppServer } from './app-server.js';
import { releaseBrowser, testBrowser, phonePage, type PhoneScreen } from './browser.js';

export interface AppInBrowser {
  readonly server: AppServer;
  readonly browser: Browser;
  /** A phone-sized page of the app (see `phonePage`), closed after the test that opened it. */
  phonePage(screen?: PhoneScreen): Promise<{ context: BrowserContext; page: Page; problems: string[] }>;
}

/**
 * The hooks of a browser test file: the built app on a fresh server and Chromium, started once for the file (the server
 * with `env`, and `clock` when the test moves time) and stopped after it, and the pages each test opened closed after
 * that test.
 */
export function appInBrowser(env: Record<string, string> = {}, clock?: Clock): AppInBrowser {
  let server: AppServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the app and the browser start in beforeAll');
    return value;
  };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(env, clock), testBrowser()]);
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  afterAll(async () => {
    await releaseBrowser(browser);
    await server?.close();
  });

  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
    async phonePage(screen?: PhoneScreen) {
      const opened = await phonePage(started(browser), started(server).baseUrl, screen);
      contexts.push(opened.context);
      return opened;
    },
  };
}
