/**
 * Entry point of the preview worker process that `ChildProcessPreviewRenderer` forks: it draws preview images with
 * `SvgPreviewImageRenderer` (fontkit and sharp) on request over the IPC channel, and exits when the channel closes,
 * handing back to the system what libvips and the fonts took.
 */
import { answerWhenSettled, serverChannel } from '../shared/worker-channel.js';
import type { PreviewJob, PreviewJobResult } from './preview-worker-protocol.js';
import { SvgPreviewImageRenderer } from './svg-preview-image-renderer.js';

const send = serverChannel<PreviewJobResult>('preview-worker');

const renderer = new SvgPreviewImageRenderer();

process.on('message', ({ id, card, brand }: PreviewJob) => {
  answerWhenSettled(
    send,
    card === null ? renderer.renderGeneric(brand) : renderer.render(card, brand),
    (png) => ({ id, png }),
    (error) => ({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
