import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../../../common/validation/post.ts';
import { hugeFlatPng, lowQualityNoiseJpeg, oneBitNoisePng } from '../../../test/fixtures/images.ts';
import { processImage } from './image-processing.ts';

/** P19 for what is stored: the re-encoded image, not only the file sent, stays within 1 MB. */
describe('processImage', () => {
  it('keeps a 1-bit PNG within 1 MB: its second, compact encoding keeps one bit a pixel and every pixel', async () => {
    const input = await oneBitNoisePng(2800, 2800);
    expect(input.length).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
    // The usual encoding alone writes eight bits a pixel: far over the limit.
    const usual = await sharp(input).png().toBuffer();
    expect(usual.length).toBeGreaterThan(IMAGE_MAX_BYTES);

    const image = await processImage(input);
    expect(image.data.length).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
    expect([image.mimeType, image.width, image.height]).toEqual(['image/png', 2800, 2800]);
    const [before, after] = await Promise.all(
      [input, image.data].map((png) => sharp(png).extractChannel(0).raw().toBuffer()),
    );
    expect(after?.equals(before as Buffer)).toBe(true);
  });

  it('refuses with IMAGE_PROCESSED_TOO_LARGE an image no encoding brings under 1 MB', async () => {
    const input = await lowQualityNoiseJpeg(1900, 1900, 30);
    expect(input.length).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
    await expect(processImage(input)).rejects.toMatchObject({ code: 'IMAGE_PROCESSED_TOO_LARGE', status: 413 });
  });

  it('refuses more than 40 megapixels with IMAGE_DIMENSIONS_EXCEEDED, and takes exactly 40', async () => {
    await expect(processImage(await hugeFlatPng(8000, 5001))).rejects.toMatchObject({
      code: 'IMAGE_DIMENSIONS_EXCEEDED',
      status: 422,
    });
    const image = await processImage(await hugeFlatPng(8000, 5000));
    expect([image.width, image.height]).toEqual([8000, 5000]);
  });
});
