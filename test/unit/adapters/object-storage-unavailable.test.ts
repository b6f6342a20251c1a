import { describe, expect, it } from 'vitest';
import { isStorageExhausted } from '../../../src/adapters/http/error-to-http.js';
import { ObjectStorageUnavailableError } from '../../../src/adapters/storage/s3-photo-storage.js';

describe('an object storage that cannot be reached', () => {
  it('is answered as unavailable for now, by its code, also as the cause of another error', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' });
    const unavailable = new ObjectStorageUnavailableError(Object.assign(new Error('timed out'), { name: 'TimeoutError' }));

    expect(unavailable.code).toBe('OBJECT_STORAGE_UNAVAILABLE');
    expect(isStorageExhausted(unavailable)).toBe(true);
    expect(isStorageExhausted(new Error('saving the photos failed', { cause: unavailable }))).toBe(true);
    for (const code of ['ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']) {
      expect(isStorageExhausted(Object.assign(new Error(code), { code })), code).toBe(true);
    }
    expect(isStorageExhausted(refused)).toBe(true);
  });

  it('is not mistaken for a request the storage refused (access denied, no such bucket)', () => {
    const denied = Object.assign(new Error('Access Denied'), { name: 'AccessDenied', $fault: 'client', $metadata: { httpStatusCode: 403 } });

    expect(isStorageExhausted(denied)).toBe(false);
  });
});
