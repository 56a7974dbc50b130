import sharp from 'sharp';
import { AppError } from '../../../lib/errors.ts';

/** What an accepted image becomes: re-encoded bytes and what the uploads row records. */
export interface ProcessedImage {
  data: Buffer;
  mimeType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  extension: 'png' | 'jpg' | 'gif' | 'webp';
  width: number;
  height: number;
}

const FORMATS = {
  png: { mimeType: 'image/png', extension: 'png' },
  jpeg: { mimeType: 'image/jpeg', extension: 'jpg' },
  gif: { mimeType: 'image/gif', extension: 'gif' },
  webp: { mimeType: 'image/webp', extension: 'webp' },
} as const;
type Format = keyof typeof FORMATS;

/**
 * A 1 MB file can describe an enormous picture (a flat PNG compresses ~1000:1); decoding is
 * refused past this many pixels, all frames of an animation together, so memory stays bounded.
 */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * DECISIONS P19: the type comes from the content (sharp reads the header), never from the file
 * name or the declared MIME type; only png, jpeg, gif and webp pass. The image is then decoded
 * and encoded again in the same format: whatever the file carried beside the pixels (EXIF with
 * GPS, XMP, comments, trailing data) is gone, and the picture is turned upright by its EXIF
 * orientation first, since that tag goes too. Animated GIF and WebP keep their frames.
 * Anything sharp cannot decode is FILE_TYPE_UNSUPPORTED (415), not a server error.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const format = await detectFormat(input);
  const animated = format === 'gif' || format === 'webp';
  try {
    const pipeline = sharp(input, {
      animated,
      failOn: 'error',
      limitInputPixels: MAX_INPUT_PIXELS,
    }).autoOrient();
    const encoded =
      format === 'png'
        ? pipeline.png()
        : format === 'jpeg'
          ? pipeline.jpeg({ quality: 85, mozjpeg: true })
          : format === 'gif'
            ? pipeline.gif()
            : pipeline.webp({ quality: 85 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      data,
      ...FORMATS[format],
      width: info.width,
      // An animation is a strip of frames: one frame's height is the picture's.
      height: info.pageHeight ?? info.height,
    };
  } catch {
    throw new AppError('FILE_TYPE_UNSUPPORTED');
  }
}

async function detectFormat(input: Buffer): Promise<Format> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new AppError('FILE_TYPE_UNSUPPORTED');
  }
  if (format === undefined || !(format in FORMATS)) throw new AppError('FILE_TYPE_UNSUPPORTED');
  return format as Format;
}
