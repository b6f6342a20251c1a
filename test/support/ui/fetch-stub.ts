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

/** A JSON request as the UI sent it. */
export interface SentJson {
  readonly url: string;
  readonly method: string;
  readonly body: unknown;
  readonly authorization: string | null;
}

export interface JsonFetchStub {
  /** Every request made, in order, its JSON body parsed. */
  readonly sent: SentJson[];
  /** What the API answers; by default, any request fails the test. */
  answer: (request: SentJson) => Response;
}

/** Replaces `fetch` for one test, for the UI's JSON calls: records each request with its method, body and token. */
export function stubJsonFetch(): JsonFetchStub {
  const stub: JsonFetchStub = {
    sent: [],
    answer: (request) => {
      throw new Error(`unexpected request: ${request.method} ${request.url}`);
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = {
        url: String(input),
        method: init?.method ?? 'GET',
        body: init?.body ? (JSON.parse(String(init.body)) as unknown) : null,
        authorization: new Headers(init?.headers).get('Authorization'),
      };
      stub.sent.push(request);
      return stub.answer(request);
    }),
  );
  return stub;
}
