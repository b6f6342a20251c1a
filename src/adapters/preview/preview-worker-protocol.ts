import type { PreviewCard } from './preview-design.js';

/** One image to draw: a page's (`card`) or the generic one (`card: null`). */
export interface PreviewJob {
  readonly id: number;
  readonly card: PreviewCard | null;
  /** The shop's name, at the foot of the image. */
  readonly brand: string;
}

export type PreviewJobResult = { readonly id: number; readonly png: Uint8Array } | { readonly id: number; readonly error: string };
