/** The long edge photos are sent at: the largest width the server keeps, a fraction of a camera original's bytes. */
export const MAX_PHOTO_EDGE = 1600;
export const JPEG_QUALITY = 0.85;

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function canvasOf(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function encode(canvas: Canvas): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]+$/, '') || 'foto';
  return `${base}.jpg`;
}

/** The size a photo is drawn at: its long edge brought down to `maxEdge`, or null when it already fits. */
export function scaledSize(width: number, height: number, maxEdge = MAX_PHOTO_EDGE): { width: number; height: number } | null {
  const longEdge = Math.max(width, height);
  if (longEdge <= maxEdge) return null;
  const scale = maxEdge / longEdge;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Brings a photo's long edge down to 1600 px in the browser (JPEG at 0.85), upright as the camera meant it (EXIF
 * orientation applied), so a buyer on mobile data sends a fraction of the bytes. A photo that already fits, one the
 * browser cannot decode, or one whose copy would not be smaller is sent as it is: the server validates, orients and
 * re-encodes every photo anyway.
 */
export async function downscalePhoto(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  return downscaleDecoded(file, bitmap);
}

/**
 * `downscalePhoto` for a photo already decoded (the bitmap is closed here). With `reencode`, a photo in a format the
 * server does not take (HEIC decoded by the browser, BMP…) becomes a JPEG even when it already fits.
 */
export async function downscaleDecoded(file: File, bitmap: ImageBitmap, { reencode = false } = {}): Promise<File> {
  try {
    const size = scaledSize(bitmap.width, bitmap.height) ?? (reencode ? { width: bitmap.width, height: bitmap.height } : null);
    if (!size) return file;
    const canvas = canvasOf(size.width, size.height);
    const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (!context) return file;
    // JPEG has no transparency: a transparent PNG gets a white background rather than a black one.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await encode(canvas);
    if (!blob || (!reencode && blob.size >= file.size)) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
