import { vi } from 'vitest';

type ProgressHandler = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

/** One request the page sent through XMLHttpRequest (the multipart uploads), and the handles to answer it. */
export interface SentXhr {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: FormData;
  /** Reports upload progress, as the browser does while the body goes out. */
  progress(loaded: number, total: number): void;
  /** The upload ends and the answer loads: `body` as JSON, or an empty body when undefined. */
  respond(status: number, body?: unknown): void;
  /** The network fails (the browser's `error` event). */
  fail(): void;
}

/** Just what the app's upload client uses of XMLHttpRequest; `abort()` fires `onabort` as the browser does. */
class FakeXhr {
  status = 0;
  responseText = '';
  responseType = '';
  upload: { onprogress: ProgressHandler | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = '';
  private url = '';
  private readonly headers: Record<string, string> = {};

  constructor(
    private readonly sent: SentXhr[],
    private readonly onSend?: (request: SentXhr) => void,
  ) {}

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  abort() {
    this.onabort?.();
  }

  send(body: FormData) {
    const progress = (loaded: number, total: number) => this.upload.onprogress?.({ lengthComputable: true, loaded, total });
    const request: SentXhr = {
      method: this.method,
      url: this.url,
      headers: this.headers,
      body,
      progress,
      respond: (status, answer) => {
        this.status = status;
        this.responseText = answer === undefined ? '' : JSON.stringify(answer);
        progress(1, 1);
        this.onload?.();
      },
      fail: () => this.onerror?.(),
    };
    this.sent.push(request);
    this.onSend?.(request);
  }
}

/**
 * Replaces XMLHttpRequest (until `vi.unstubAllGlobals()`) with a fake that records every request it is given and
 * answers only when the test says so (`onSend` sees each one as it is sent, and may answer it). Returns the list the
 * requests are added to, oldest first.
 */
export function stubXhr(onSend?: (request: SentXhr) => void): SentXhr[] {
  const sent: SentXhr[] = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeXhr {
      constructor() {
        super(sent, onSend);
      }
    },
  );
  return sent;
}
