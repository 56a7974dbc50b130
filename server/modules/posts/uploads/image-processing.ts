import sharp, { type Metadata } from 'sharp';
import { IMAGE_MAX_BYTES } from '../../../../common/validation/post.ts';
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

/** What the header tells before any decoding. */
interface Header {
  format: Format;
  pixels: number;
  /** A palette image, or one of fewer than 8 bits a sample: a palette keeps it as it was. */
  fewColours: number | null;
}

/**
 * DECISIONS P19: the type comes from the content (sharp reads the header), never from the file
 * name or the declared MIME type; only png, jpeg, gif and webp pass. The image is then decoded
 * and encoded again in the same format: whatever the file carried beside the pixels (EXIF with
 * GPS, XMP, comments, trailing data) is gone, and the picture is turned upright by its EXIF
 * orientation first, since that tag goes too. Animated GIF and WebP keep their frames.
 *
 * What is stored stays within IMAGE_MAX_BYTES too: a new encoding can be larger than the file
 * sent (a 1-bit PNG comes back with 8 bits a pixel), so one that is gets a second, compact
 * encoding, and the image is refused (IMAGE_PROCESSED_TOO_LARGE) only if that is still too large.
 * Anything sharp cannot decode is FILE_TYPE_UNSUPPORTED (415), too many pixels
 * IMAGE_DIMENSIONS_EXCEEDED (422), never a server error.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const header = await readHeader(input);
  if (header.pixels > MAX_INPUT_PIXELS) throw new AppError('IMAGE_DIMENSIONS_EXCEEDED');
  let encoded = await encode(input, header, 'usual');
  if (encoded.data.length > IMAGE_MAX_BYTES) encoded = await encode(input, header, 'compact');
  if (encoded.data.length > IMAGE_MAX_BYTES) throw new AppError('IMAGE_PROCESSED_TOO_LARGE');
  return encoded;
}

async function encode(input: Buffer, header: Header, effort: 'usual' | 'compact'): Promise<ProcessedImage> {
  const { format } = header;
  const animated = format === 'gif' || format === 'webp';
  const compact = effort === 'compact';
  try {
    const pipeline = sharp(input, {
      animated,
      failOn: 'error',
      limitInputPixels: MAX_INPUT_PIXELS,
    }).autoOrient();
    const encoded =
      format === 'png'
        ? pipeline.png(
            !compact
              ? {}
              : header.fewColours !== null
                ? // As many colours as the source could hold: no colour is lost.
                  { palette: true, colours: header.fewColours, dither: 0, compressionLevel: 9, effort: 10 }
                : { compressionLevel: 9, adaptiveFiltering: true },
          )
        : format === 'jpeg'
          ? pipeline.jpeg({ quality: compact ? 75 : 85, mozjpeg: true })
          : format === 'gif'
            ? pipeline.gif(compact ? { effort: 10 } : {})
            : pipeline.webp({ quality: compact ? 75 : 85 });
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

/** The header only: no pixel is decoded here, so any size can be read and judged. */
async function readHeader(input: Buffer): Promise<Header> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('FILE_TYPE_UNSUPPORTED');
  }
  const format = metadata.format;
  if (format === undefined || !(format in FORMATS)) throw new AppError('FILE_TYPE_UNSUPPORTED');
  const bits = metadata.bitsPerSample ?? 8;
  const frames = format === 'gif' || format === 'webp' ? (metadata.pages ?? 1) : 1;
  return {
    format: format as Format,
    // Every frame of an animation is decoded.
    pixels: (metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0) * frames,
    fewColours: bits < 8 ? 2 ** bits : metadata.isPalette ? 256 : null,
  };
}

/**
 * A profile image (issue 14, P19): checked by content like an editor image, then cut to the
 * centre square of `side` pixels and encoded as a still WebP (an animation keeps its first
 * frame). Nothing of the file but its pixels survives: metadata, trailing data and whatever a
 * polyglot hid are gone. The pixel guard is the editor's: the header is read first, so a pixel
 * flood is refused (IMAGE_DIMENSIONS_EXCEEDED) before anything is decoded.
 */
export async function processProfileImage(input: Buffer, side: number): Promise<ProcessedImage> {
  const header = await readHeader(input);
  if (header.pixels > MAX_INPUT_PIXELS) throw new AppError('IMAGE_DIMENSIONS_EXCEEDED');
  try {
    const { data, info } = await sharp(input, { animated: false, failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize(side, side, { fit: 'cover', position: 'centre' })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { data, mimeType: 'image/webp', extension: 'webp', width: info.width, height: info.height };
  } catch {
    throw new AppError('FILE_TYPE_UNSUPPORTED');
  }
}
