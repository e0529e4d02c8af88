/** bmp-js 0.1 (no published types): pixels are 4 bytes each in A, B, G, R order, rows top down. */
declare module 'bmp-js' {
  interface BmpImage {
    width: number;
    height: number;
    data: Buffer;
  }
  const bmp: {
    decode(buffer: Buffer): BmpImage;
    encode(image: BmpImage, quality?: number): { data: Buffer; width: number; height: number };
  };
  export default bmp;
}
