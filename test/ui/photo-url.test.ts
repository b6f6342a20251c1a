import { describe, expect, it } from 'vitest';
import { photoUrl } from '../../src/ui/lib/api-client.js';

describe('photoUrl', () => {
  it('loads a stored path from the API, and a full URL (PHOTO_PUBLIC_URL) as it is', () => {
    expect(photoUrl('/uploads/mem-1/abc.webp')).toBe('/api/uploads/mem-1/abc.webp');
    expect(photoUrl('https://photos.memories.test/site/mem-1/abc.webp')).toBe('https://photos.memories.test/site/mem-1/abc.webp');
  });
});
