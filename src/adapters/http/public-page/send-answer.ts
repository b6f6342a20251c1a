import type { ServerResponse } from 'node:http';
import type { Answer } from './answer.js';

/** Writes an answer as it was made, with this request's id: the only thing the two listeners do with it. */
export function sendAnswer(res: ServerResponse, method: string, requestId: string, answer: Answer): void {
  const headers = answer.headers.slice();
  headers[1] = requestId;
  // Headers set earlier on this response (Koa's middleware) are named again here: Node sends them in this order.
  res.writeHead(answer.status, headers);
  if (answer.body === null || method === 'HEAD') res.end();
  else res.end(answer.body);
}
