import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { type UploadStorage, uploadUrl } from '../../modules/posts/uploads/storage.ts';
import { draw, type ImageSpec } from './demo-charts.ts';

/**
 * The demo posts' images, drawn (demo-charts.ts) and stored the way editor uploads are: WebP
 * bytes put into the upload storage under a key that an `uploads` row names, served at
 * /uploads/<key>. Nothing is downloaded.
 */
export interface RenderedImage {
  storageKey: string;
  url: string;
  mimeType: 'image/webp';
  bytes: number;
  width: number;
  height: number;
}

/**
 * `demo/<batch>/`: a fresh folder per seeding, so that a second demo on the same DATA_DIR (a
 * deleted database, a PostgreSQL run with DEMO_DATA=on) never meets the first one's files.
 */
export function newDemoFolder(): string {
  return `demo/${randomBytes(6).toString('base64url')}`;
}

export async function renderDemoImage(spec: ImageSpec): Promise<{ data: Buffer; width: number; height: number }> {
  const drawing = draw(spec);
  const data = await sharp(Buffer.from(drawing.svg)).webp({ quality: 80 }).toBuffer();
  return { data, width: drawing.width, height: drawing.height };
}

/** Renders and stores every image; a failed seed takes them back with removeDemoImages. */
export async function storeDemoImages(
  storage: UploadStorage,
  images: { storageKey: string; spec: ImageSpec }[],
): Promise<RenderedImage[]> {
  const out: RenderedImage[] = [];
  // sharp renders on libuv's pool; a few at a time keeps a small machine responsive.
  for (let i = 0; i < images.length; i += 4) {
    const batch = images.slice(i, i + 4);
    out.push(
      ...(await Promise.all(
        batch.map(async ({ storageKey, spec }) => {
          const { data, width, height } = await renderDemoImage(spec);
          await storage.put(storageKey, data);
          return {
            storageKey,
            url: uploadUrl(storageKey),
            mimeType: 'image/webp' as const,
            bytes: data.length,
            width,
            height,
          };
        }),
      )),
    );
  }
  return out;
}

export async function removeDemoImages(storage: UploadStorage, storageKeys: string[]): Promise<void> {
  await Promise.all(storageKeys.map((key) => storage.remove(key)));
}
