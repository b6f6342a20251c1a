/** The part of heic-decode (libheif compiled to JavaScript) the photo worker uses; the package ships no types. */
declare module 'heic-decode' {
  interface DecodedHeifImage {
    readonly width: number;
    readonly height: number;
    /** RGBA, four bytes a pixel, rows top to bottom. */
    readonly data: Uint8ClampedArray;
  }
  interface HeifImage {
    /** The size after the file's rotation and mirroring, known before any pixel is decoded. */
    readonly width: number;
    readonly height: number;
    decode(): Promise<DecodedHeifImage>;
  }
  interface HeicDecode {
    (input: { buffer: Uint8Array }): Promise<DecodedHeifImage>;
    /** Every top-level image of the file, undecoded; `dispose` frees them (libheif's memory). */
    all(input: { buffer: Uint8Array }): Promise<HeifImage[] & { dispose(): void }>;
  }
  const decode: HeicDecode;
  export default decode;
}
