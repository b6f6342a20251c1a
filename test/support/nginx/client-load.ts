import { eventually } from '../eventually.js';

/** One answer a client got: its status (or the network error's message), and what a client reads on a failure. */
export interface ClientAnswer {
  readonly url: string;
  readonly status: number | string;
  readonly contentType: string | null;
  readonly retryAfter: string | null;
  /** The body of any answer but a 200 (a 200's body is read and dropped). */
  readonly body: string;
}

export interface ClientLoad {
  /** Every answer so far, in the order they arrived. */
  readonly answers: readonly ClientAnswer[];
  /** Resolves once `count` more answers than now have arrived (fails after `timeoutMs`). */
  more(count: number, timeoutMs?: number): Promise<void>;
  /** Resolves once `check` holds for the answers so far (fails after `timeoutMs`). */
  until(check: (answers: readonly ClientAnswer[]) => boolean, timeoutMs: number, what: string): Promise<void>;
  /** Lets each client finish its request, then resolves with every answer. */
  stop(): Promise<readonly ClientAnswer[]>;
}

/** An answer in one line, for a test's failure message. */
export const describeAnswer = (answer: ClientAnswer) =>
  `${answer.status} ${answer.contentType ?? ''} ${answer.url} ${answer.body.replace(/\s+/g, ' ').slice(0, 120)}`;

/** `clients` buyers reading `urls` in turn, one request after the other each, until stopped. */
export function startClientLoad(urls: readonly string[], clients = 6): ClientLoad {
  // An earlier test that failed before naming its URLs would otherwise have the clients spin on no URL until memory runs out.
  if (urls.length === 0) throw new Error('startClientLoad: no URL to read');
  const answers: ClientAnswer[] = [];
  let stopped = false;
  let next = 0;
  const client = async () => {
    while (!stopped) {
      const url = urls[next++ % urls.length]!;
      answers.push(await answerOf(url));
    }
  };
  const running = Promise.all(Array.from({ length: clients }, client));
  return {
    answers,
    async more(count, timeoutMs = 60_000) {
      const target = answers.length + count;
      await eventually(() => (answers.length >= target ? true : undefined), timeoutMs, `${count} more answers`);
    },
    async until(check, timeoutMs, what) {
      await eventually(() => (check(answers) ? true : undefined), timeoutMs, what);
    },
    async stop() {
      stopped = true;
      await running;
      return answers;
    },
  };
}

async function answerOf(url: string): Promise<ClientAnswer> {
  try {
    // A request nginx holds longer than this is a failure the test must see, not a hang.
    const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    const body = response.status === 200 ? (await response.arrayBuffer(), '') : await response.text();
    const headers = response.headers;
    return { url, status: response.status, contentType: headers.get('content-type'), retryAfter: headers.get('retry-after'), body };
  } catch (error) {
    return { url, status: (error as Error).message, contentType: null, retryAfter: null, body: '' };
  }
}
