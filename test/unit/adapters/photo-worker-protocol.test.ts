import { describe, expect, it } from 'vitest';
import { jobHeader, JobReader } from '../../../src/adapters/photos/photo-worker-protocol.js';

const frame = (id: number, bytes: Buffer) => Buffer.concat([jobHeader(id, bytes.length), bytes]);

describe('JobReader', () => {
  it('cuts a stream back into the jobs written to it, however it is chunked', () => {
    const first = Buffer.from('first upload, a few bytes');
    const second = Buffer.alloc(70_000, 7);
    const third = Buffer.alloc(0);
    const stream = Buffer.concat([frame(1, first), frame(2, second), frame(3, third)]);

    for (const size of [1, 3, 8, 1000, 65_536, stream.length]) {
      const jobs: [number, Buffer][] = [];
      const reader = new JobReader((id, upload) => jobs.push([id, Buffer.from(upload)]));
      for (let at = 0; at < stream.length; at += size) reader.push(stream.subarray(at, at + size));

      expect(jobs.map(([id]) => id)).toEqual([1, 2, 3]);
      expect(jobs[0]![1].equals(first)).toBe(true);
      expect(jobs[1]![1].equals(second)).toBe(true);
      expect(jobs[2]![1].length).toBe(0);
    }
  });

  it('waits for the rest of a job that has not fully arrived', () => {
    const jobs: number[] = [];
    const reader = new JobReader((id) => jobs.push(id));
    const whole = frame(9, Buffer.alloc(100, 1));

    reader.push(whole.subarray(0, 50));
    expect(jobs).toEqual([]);
    reader.push(whole.subarray(50));
    expect(jobs).toEqual([9]);
  });
});
