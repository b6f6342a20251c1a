/** SHA-256 of bytes, as 64 lower-case hex digits. */
export type ContentDigest = (bytes: Uint8Array) => string;
