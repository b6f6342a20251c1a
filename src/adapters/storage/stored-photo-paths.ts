import type { Readable } from 'node:stream';
import {
  avifPhotoUrls,
  photoAvifUrl,
  photoOfVariantUrl,
  photoVariantUrl,
  SMALLER_PHOTO_WIDTHS,
  type PhotoWidth,
} from '../../domain/memory/photo-variants.js';

/**
 * The shape of what a photo storage hands out and accepts, the same for every storage, so that rows, the page JSON and
 * the photo URLs (`/api/uploads/{memoryId}/{file}`) do not depend on where the bytes are.
 */
/** A memory's folder name; never one starting with `_`, the names of what the storage keeps beside the folders. */
export const MEMORY_ID = /^(?!_)[A-Za-z0-9_-]{1,128}$/;
/** The shop's mark at the root of the photo storage (`PhotoStorageMarker`). */
export const SHOP_MARKER = '_shop.json';
/** Where sweeps put files aside (`PhotoQuarantine`): `_quarantine/{round}/{memoryId}/{file}`. */
export const QUARANTINE = '_quarantine';
export const FILE_STEM = /^[0-9a-f]{16,64}$/;
export const EXTENSION = /^[a-z0-9]{1,8}$/;
/** `-480`, `-720`, `-1080`: the suffix of a smaller width's file; no other width is ever stored or served. */
const WIDTH_SUFFIX = `(?:-(?:${SMALLER_PHOTO_WIDTHS.join('|')}))?`;
/** A photo's file name: a random stem, for a smaller width its suffix (`{stem}-{width}`), and the extension of its format. */
export const STORED_FILE = new RegExp(`^[0-9a-f]{16,64}${WIDTH_SUFFIX}\\.[a-z0-9]{1,8}$`);
/** A temporary file of an interrupted write (`.{file}.{random}.tmp`, or any other `*.tmp`). */
export const LEFTOVER = /^[^/\\]+\.tmp$/;
const STORED_PATH = new RegExp(`^/uploads/((?!_)[A-Za-z0-9_-]{1,128})/([0-9a-f]{16,64}${WIDTH_SUFFIX}\\.[a-z0-9]{1,8})$`);

/**
 * The memory and the file of a stored path (`/uploads/{memoryId}/{file}`), or null for anything else. Only the exact
 * shape a save produces is accepted, so no dot segment, separator or encoding can name anything outside a memory's photos.
 */
export function parseStoredPath(storedPath: string): { readonly memoryId: string; readonly file: string } | null {
  if (typeof storedPath !== 'string') return null;
  const match = STORED_PATH.exec(storedPath);
  return match ? { memoryId: match[1]!, file: match[2]! } : null;
}

export function storedPathOf(memoryId: string, file: string): string {
  return `/uploads/${memoryId}/${file}`;
}

/**
 * The file names of a photo's other copies: its smaller widths (`{stem}-{width}.{ext}`), then the AVIF one of every
 * width it may have (`{stem}.avif`, `{stem}-{width}.avif`); none when the file is itself a copy.
 */
export function smallerFilesOf(file: string): string[] {
  return photoOfVariantUrl(file) ? [] : [...SMALLER_PHOTO_WIDTHS.map((width) => photoVariantUrl(file, width)), ...avifPhotoUrls(file)];
}

/** The file name of one copy of a photo's file: a smaller width in its own format, or a width in AVIF. */
export function smallerFileOf(file: string, width: PhotoWidth, format?: 'avif'): string {
  return format === 'avif' ? photoAvifUrl(file, width) : photoVariantUrl(file, width);
}

/** The files a save writes for one photo: the photo itself, then each smaller width it carries. */
export function filesOfPhoto(
  fileName: string,
  photo: {
    readonly bytes: Uint8Array;
    readonly variants?: readonly { readonly width: PhotoWidth; readonly bytes: Uint8Array; readonly format?: 'avif' }[];
  },
): { readonly fileName: string; readonly bytes: Uint8Array }[] {
  return [
    { fileName, bytes: photo.bytes },
    ...(photo.variants ?? []).map((variant) => ({ fileName: smallerFileOf(fileName, variant.width, variant.format), bytes: variant.bytes })),
  ];
}

/** Content types of the formats photos are stored in; anything else is sent as bytes. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  /** "Um áudio seu": AAC in MP4, kept in the page's folder beside its photos. */
  m4a: 'audio/mp4',
};

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** A stored photo opened for sending: its bytes as a stream (read once, or destroyed), and what validates a cached copy. */
export interface OpenedPhoto {
  readonly stream: Readable;
  /** A weak validator (`W/"..."`): it changes whenever the bytes could have. */
  readonly etag: string;
  readonly size: number;
  readonly lastModified: Date;
  readonly contentType: string;
}

/** The name of a sweep's round in the quarantine: its instant, compact (`20270110T031500123Z`), sorting as it happened. */
export function quarantineRoundOf(at: Date): string {
  return at.toISOString().replace(/[-:.]/g, '');
}

/** The instant of a round's name; null for anything else. */
export function instantOfQuarantineRound(name: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z$/.exec(name);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, ms] = match as unknown as string[];
  const instant = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}.${ms}Z`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The shop's mark as stored: its id and when it was written. */
export function shopMarkerBytes(shopId: string, at: Date): Uint8Array {
  return new TextEncoder().encode(`${JSON.stringify({ shopId, writtenAt: at.toISOString() })}\n`);
}

/** The id of a stored mark; a mark that cannot be read is an error, never taken for no mark. */
export function shopIdOfMarker(bytes: Uint8Array): string {
  const parsed = JSON.parse(new TextDecoder().decode(bytes)) as { shopId?: unknown } | null;
  if (typeof parsed?.shopId !== 'string' || parsed.shopId === '') throw new Error(`${SHOP_MARKER} holds no shop id`);
  return parsed.shopId;
}
