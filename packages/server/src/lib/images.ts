import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES, messages, PICTURE_TYPES } from '@campus/domain';
import { HttpError } from './errors.js';

const ACCEPTED_TYPES = new Set<string>(PICTURE_TYPES);
/** Refuses decompression bombs: a small file that claims a huge canvas. */
export const MAX_MEGAPIXELS = 40;
const MAX_INPUT_PIXELS = MAX_MEGAPIXELS * 1_000_000;

/**
 * Checks an upload by its content (never its name or claimed type) and re-encodes it to WebP,
 * which drops any metadata (EXIF, GPS) and anything hidden after the image data.
 */
export async function reencodeImage(data: Buffer, maxDimension: number): Promise<Buffer> {
  if (data.length === 0) throw new HttpError(400, messages.upload.invalidType);
  if (data.length > MAX_UPLOAD_BYTES) throw new HttpError(413, messages.upload.tooLarge);
  const type = await fileTypeFromBuffer(data);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) throw new HttpError(400, messages.upload.invalidType);
  if ((await pixelsOf(data)) > MAX_INPUT_PIXELS) {
    throw new HttpError(400, messages.upload.tooManyPixels(MAX_MEGAPIXELS));
  }
  try {
    // failOn 'warning': a damaged file (a truncated JPEG, say) is refused rather than stored half grey.
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' })
      .rotate()
      .resize({ width: maxDimension, height: maxDimension, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new HttpError(400, messages.upload.invalidType);
  }
}

/**
 * Width × height of the (first frame of the) image, from its header: nothing is decoded, so no pixel limit is needed
 * to read it, and a picture too large is told so rather than that it is no picture.
 */
async function pixelsOf(data: Buffer): Promise<number> {
  try {
    const { width = 0, height = 0, pageHeight } = await sharp(data, { limitInputPixels: false }).metadata();
    return width * (pageHeight ?? height);
  } catch {
    throw new HttpError(400, messages.upload.invalidType);
  }
}

export function newImageKey(folder: 'avatars' | 'courses'): string {
  return `${folder}/${randomUUID()}.webp`;
}
