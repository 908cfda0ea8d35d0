import { imageSize } from 'image-size';
import { Jimp } from 'jimp';

/** The thumbnail fits this square (px). */
export const THUMB_SIZE = 160;
/**
 * Decoding holds width × height × 4 bytes whatever the file's size (a 75 KB PNG declared 8000×8000
 * pixels: 256 MB), so the declared dimensions are read from the header first and larger ones refused.
 * 40 megapixels covers a camera's photo.
 */
export const THUMB_MAX_PIXELS = 40_000_000;

export type ThumbResult = { png: Uint8Array; width: number; height: number } | { error: string };

/** A PNG scaled to fit THUMB_SIZE × THUMB_SIZE, never enlarged; runs in the thumbnail worker (thumbPool.ts). */
export default async function makeThumbnail(bytes: Uint8Array): Promise<ThumbResult> {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    return { error: '图片无法解码：无法读取图片尺寸' };
  }
  const { width = 0, height = 0 } = size;
  // sides beyond any camera or scanner mean a corrupt header rather than a large picture
  if (!(width > 0 && height > 0 && width <= 100_000 && height <= 100_000)) return { error: '图片无法解码：图片尺寸无效' };
  const pixels = width * height;
  if (pixels > THUMB_MAX_PIXELS) return { error: `图片过大（${width}×${height}），超过 ${THUMB_MAX_PIXELS / 1e6} 百万像素，不生成缩略图` };
  try {
    const img = await Jimp.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    if (img.width > THUMB_SIZE || img.height > THUMB_SIZE) img.scaleToFit({ w: THUMB_SIZE, h: THUMB_SIZE });
    return { png: new Uint8Array(await img.getBuffer('image/png')), width: img.width, height: img.height };
  } catch (e) {
    return { error: `图片无法解码：${(e as Error).message}` };
  }
}
