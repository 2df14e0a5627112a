import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES, messages, PICTURE_TYPES } from '@campus/domain';
import { HttpError } from './errors.js';

const ACCEPTED_TYPES = new Set<string>(PICTURE_TYPES);
/** Refuses decompression bombs: a small file that claims a huge canvas. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Checks an upload by its content (never its name or claimed type) and re-encodes it to WebP,
 * which drops any metadata (EXIF, GPS) and anything hidden after the image data.
 */
export async function reencodeImage(data: Buffer, maxDimension: number): Promise<Buffer> {
  if (data.length === 0) throw new HttpError(400, messages.upload.invalidType);
  if (data.length > MAX_UPLOAD_BYTES) throw new HttpError(413, messages.upload.tooLarge);
  const type = await fileTypeFromBuffer(data);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) throw new HttpError(400, messages.upload.invalidType);
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

export function newImageKey(folder: 'avatars' | 'courses'): string {
  return `${folder}/${randomUUID()}.webp`;
}
