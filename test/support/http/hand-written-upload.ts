import { request as httpRequest, type ClientRequest } from 'node:http';

/** The multipart boundary of `handWrittenUpload`. */
export const BOUNDARY = 'memories';

/**
 * A multipart POST written by hand, so that a test can send part of a body, stop, or go away: the request (headers
 * sent, body still open) and the status of its answer (rejected if the connection fails before one).
 */
export function handWrittenUpload(port: number, path = '/api/create-payment'): { request: ClientRequest; status: Promise<number> } {
  const request = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path,
    headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
  const status = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
  });
  request.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n\r\n`);
  return { request, status };
}
