/**
 * Entry point of the preview worker process that `ChildProcessPreviewRenderer` forks: it draws preview images with
 * `SvgPreviewImageRenderer` (fontkit and sharp) on request over the IPC channel, and exits when the channel closes,
 * handing back to the system what libvips and the fonts took.
 */
import type { PreviewJob, PreviewJobResult } from './preview-worker-protocol.js';
import { SvgPreviewImageRenderer } from './svg-preview-image-renderer.js';

const send = process.send?.bind(process);
if (!send) throw new Error('preview-worker runs only as a child process with an IPC channel');

const renderer = new SvgPreviewImageRenderer();

process.on('message', ({ id, card }: PreviewJob) => {
  (card === null ? renderer.renderGeneric() : renderer.render(card)).then(
    (png) => send({ id, png } satisfies PreviewJobResult),
    (error: unknown) => send({ id, error: error instanceof Error ? error.message : String(error) } satisfies PreviewJobResult),
  );
});
process.on('disconnect', () => process.exit(0));
