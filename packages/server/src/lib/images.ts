import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES, messages, PICTURE_TYPES } from '@campus/domain';
import { HttpError } from './errors.js';

const ACCEPTED_TYPES = new Set<string>(PICTURE_TYPES);
/** Refuses decompression bombs: a small file that claims a huge canvas. */
export const MAX_MEGAPIXELS = 40;
const MAX_INPUT_PIXELS = MAX_MEGAPIXELS * 1_000_000;
/** A picture longer than this on either side, or this many times longer than it is wide, is no photo. */
export const MAX_SIDE = 12_000;
export const MAX_ASPECT_RATIO = 10;

/**
 * Decoding a large picture takes seconds of CPU on the threads that password hashing and compression share (libuv's
 * pool): pictures are worked on one at a time, each on one thread, so uploads queue behind each other and every other
 * request keeps its threads.
 */
sharp.concurrency(1);
const imageWork = pLimit(1);

/**
 * Checks an upload by its content (never its name or claimed type) and re-encodes it to WebP,
 * which drops any metadata (EXIF, GPS) and anything hidden after the image data.
 */
export async function reencodeImage(
  data: Buffer,
  maxDimension: number,
  { maxBytes = MAX_UPLOAD_BYTES, tooLarge = messages.upload.tooLarge as string } = {},
): Promise<Buffer> {
  if (data.length === 0) throw new HttpError(400, messages.upload.invalidType);
  if (data.length > maxBytes) throw new HttpError(413, tooLarge);
  const type = await fileTypeFromBuffer(data);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) throw new HttpError(400, messages.upload.invalidType);
  const { width, height } = await sizeOf(data);
  if (width * height > MAX_INPUT_PIXELS) throw new HttpError(400, messages.upload.tooManyPixels(MAX_MEGAPIXELS));
  if (Math.max(width, height) > MAX_SIDE || Math.max(width, height) > MAX_ASPECT_RATIO * Math.min(width, height)) {
    throw new HttpError(400, messages.upload.badShape(MAX_SIDE, MAX_ASPECT_RATIO));
  }
  return imageWork(() => reencode(data, maxDimension));
}

async function reencode(data: Buffer, maxDimension: number): Promise<Buffer> {
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
 * Width and height of the (first frame of the) image, from its header: nothing is decoded, so no pixel limit is needed
 * to read it, and a picture too large is told so rather than that it is no picture.
 */
async function sizeOf(data: Buffer): Promise<{ width: number; height: number }> {
  try {
    const { width = 0, height = 0, pageHeight } = await sharp(data, { limitInputPixels: false }).metadata();
    return { width, height: pageHeight ?? height };
  } catch {
    throw new HttpError(400, messages.upload.invalidType);
  }
}

export function newImageKey(folder: 'avatars' | 'courses'): string {
  return `${folder}/${randomUUID()}.webp`;
}

/** True when the bytes are a picture an upload may be (by content). */
export const isPictureType = (mime: string) => ACCEPTED_TYPES.has(mime);
