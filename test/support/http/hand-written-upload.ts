import { request as httpRequest, type ClientRequest } from 'node:http';

/** The multipart boundary of `handWrittenUpload`. */
export const BOUNDARY = 'memories';

/**
 * A multipart POST written by hand, so that a test can send part of a body, stop, or go away: the request (headers
 * sent, body still open) and the status of its answer (rejected if the connection fails before one). Its photo's part,
 * under `field`, begins at once; `headers` go with it (an edit token, say).
 */
export function handWrittenUpload(
  port: number,
  path = '/api/create-payment',
  field = 'photos',
  headers: Readonly<Record<string, string>> = {},
): { request: ClientRequest; status: Promise<number> } {
  const request = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path,
    headers: { ...headers, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
  const status = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
  });
  request.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="a.jpg"\r\n\r\n`);
  return { request, status };
}

/**
 * Keeps a hand-written upload's photo coming at a steady, healthy pace (about 40 KB/s of filler), as a phone on a
 * mobile network sends it, until the request ends or is destroyed: it holds its place without being cut off as slow.
 */
export function keepSending(request: ClientRequest): void {
  const timer = setInterval(() => {
    if (request.writableEnded || request.destroyed) clearInterval(timer);
    else request.write('x'.repeat(8 * 1024));
  }, 200);
  timer.unref();
}
