import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhotoProcessor, PhotoUpload } from '../../src/application/ports/photo-processor.js';
import { listen } from '../../src/adapters/composition/web-server.js';
import { SharpPhotoProcessor } from '../../src/adapters/photos/sharp-photo-processor.js';
import { eventually } from '../support/eventually.js';
import { uploadBytes } from '../support/fakes/fake-photo-processor.js';
import { validCreateForm, withForm } from '../support/http/forms.js';
import { handWrittenUpload } from '../support/http/hand-written-upload.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';
import { jpegImage } from '../support/test-images.js';

/** What the processor was given: kept in memory, or staged in a file that held exactly the bytes sent. */
interface SeenUpload {
  readonly inMemory: boolean;
  readonly fileHeldTheBytes: boolean;
  readonly path: string | null;
}

const MAX_PHOTO_BYTES = 256 * 1024;
let server: TestServer;
let socket: Server;
let photo: Buffer;
let seen: SeenUpload[];
const sent: Buffer[] = [];

beforeAll(async () => {
  const sharp = new SharpPhotoProcessor({ maxBytes: MAX_PHOTO_BYTES, maxPixels: 50_000_000 });
  const recording: PhotoProcessor = {
    async process(upload: PhotoUpload) {
      const bytes = await uploadBytes(upload);
      seen.push({
        inMemory: upload instanceof Uint8Array,
        fileHeldTheBytes: sent.some((original) => original.equals(bytes)),
        path: upload instanceof Uint8Array ? null : upload.path,
      });
      return sharp.process(upload);
    },
  };
  server = await startTestServer({ env: { PHOTO_MAX_BYTES: String(MAX_PHOTO_BYTES) }, overrides: { photoProcessor: recording } });
  socket = await listen(server.app, '127.0.0.1', 0);
  photo = await jpegImage(640, 480);
  sent.push(photo);
});
afterAll(async () => {
  await new Promise((resolve) => socket.close(resolve));
  await server.close();
});

const incoming = () => readdir(server.runtime.paths.incoming, { recursive: true }).catch(() => []);

describe('photos on their way in', () => {
  it('reach the processor as files under DATA_DIR/incoming, never as bytes in memory, and are gone once answered', async () => {
    seen = [];
    const form = validCreateForm({ plan: 'premium' });
    const response = await withForm(server.http.post('/api/create-payment'), form, [photo, photo]);

    expect(response.status).toBe(201);
    expect(seen).toHaveLength(2);
    for (const upload of seen) {
      expect(upload.inMemory).toBe(false);
      expect(upload.fileHeldTheBytes).toBe(true);
      expect(upload.path!.startsWith(server.runtime.paths.incoming)).toBe(true);
      expect(existsSync(upload.path!)).toBe(false);
    }
    expect(await incoming()).toEqual([]);
    // Two photos, each with its 480, 720 and 1080 px widths.
    expect(await server.uploadedFiles()).toHaveLength(8);
  });

  it('leave nothing behind when the photo is refused: not an image, or over the size limit', async () => {
    const notAnImage = await withForm(server.http.post('/api/create-payment'), validCreateForm(), [Buffer.from('not a photo at all')]);
    expect(notAnImage.status).toBe(400);
    const tooBig = await withForm(server.http.post('/api/create-payment'), validCreateForm(), [Buffer.alloc(MAX_PHOTO_BYTES + 1, 0xff)]);
    expect(tooBig.status).toBe(413);

    expect(await incoming()).toEqual([]);
  });

  it('leave nothing behind when the buyer goes away half-way through sending them', async () => {
    const { port } = socket.address() as AddressInfo;
    const { request, status } = handWrittenUpload(port);
    status.catch(() => {});
    request.write(photo.subarray(0, 64 * 1024));
    // The server has begun writing the photo to its staging folder...
    await eventually(async () => ((await incoming()).some((entry) => String(entry).endsWith('.upload')) ? true : undefined));
    // ...and the phone loses its connection.
    request.destroy();

    await eventually(async () => ((await incoming()).length === 0 ? true : undefined));
  });
});
