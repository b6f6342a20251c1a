import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { stubJsonFetch, type JsonFetchStub } from './fetch-stub.js';

/**
 * For a file of UI tests on the API: `stubJsonFetch` before each test, and after it what it rendered and the stub taken
 * away. The returned function gives the running test's stub.
 */
export function jsonApiEachTest(): () => JsonFetchStub {
  let api: JsonFetchStub | undefined;
  beforeEach(() => {
    api = stubJsonFetch();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return () => api!;
}
