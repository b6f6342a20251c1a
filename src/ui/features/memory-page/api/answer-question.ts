import type { AnswerQuestionRequest } from '../../../../adapters/http/contract/question.contract.js';
import { API_BASE } from '../../../lib/api-client.js';

/** What the server said of an answer: right (the page now opens on this browser), wrong, or "wait before another". */
export type AnswerOutcome =
  | { readonly kind: 'opened' }
  | { readonly kind: 'wrong'; readonly sentence: string | null }
  | { readonly kind: 'wait'; readonly sentence: string | null; readonly seconds: number };

interface RefusalBody {
  readonly error?: string;
  readonly retryAfterSeconds?: number;
}

/** When the server names no wait (a proxy's answer), another answer is offered this much later. */
const DEFAULT_WAIT_SECONDS = 60;

/**
 * POST /api/{slug}/{id}/answer. Sent with the browser's default credentials (same origin), so that the cookie of a
 * right answer is kept and the page's next read is the open page. Any other failure rejects.
 */
export async function answerQuestion(slug: string, id: string, answer: string): Promise<AnswerOutcome> {
  const body: AnswerQuestionRequest = { answer };
  const response = await fetch(`${API_BASE}/${encodeURIComponent(slug)}/${encodeURIComponent(id)}/answer`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.ok) return { kind: 'opened' };
  if (response.status !== 403 && response.status !== 429) throw new Error(`HTTP ${response.status}`);
  const refusal = (await response.json().catch(() => ({}))) as RefusalBody;
  const sentence = typeof refusal.error === 'string' ? refusal.error : null;
  if (response.status === 403) return { kind: 'wrong', sentence };
  const seconds = refusal.retryAfterSeconds ?? Number(response.headers.get('Retry-After'));
  return { kind: 'wait', sentence, seconds: Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_WAIT_SECONDS };
}
