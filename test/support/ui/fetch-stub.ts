import { vi } from 'vitest';

/** An answer of the API as `fetch` gives it. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface FetchStub {
  /** Every request made, in order. */
  readonly calls: { readonly url: string; readonly headers: Headers }[];
  /** What the API answers; by default, any request fails the test. */
  answer: (url: string) => Response;
}

/** Replaces `fetch` for one test: records each request and answers with `answer`. */
export function stubFetch(): FetchStub {
  const stub: FetchStub = {
    calls: [],
    answer: (url) => {
      throw new Error(`unexpected request: GET ${url}`);
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      stub.calls.push({ url, headers: new Headers(init?.headers) });
      return stub.answer(url);
    }),
  );
  return stub;
}
