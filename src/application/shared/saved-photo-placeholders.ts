import type { ProcessedPhoto } from '../ports/photo-processor.js';

/** The placeholders of photos just saved, by the path each was saved under (`paths` in the order of `processed`). */
export function savedPhotoPlaceholders(paths: readonly string[], processed: readonly ProcessedPhoto[]): Record<string, string> {
  return Object.fromEntries(
    paths.flatMap((path, at) => {
      const placeholder = processed[at]?.placeholder;
      return placeholder === undefined ? [] : [[path, placeholder]];
    }),
  );
}
