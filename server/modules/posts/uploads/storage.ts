import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded images live (P19). An interface, so that the S3-compatible bucket of DESIGN
 * ("S3_*") can be added beside the local disk without touching the routes or the service.
 */
export interface UploadStorage {
  /** Stores the bytes under the key; the key is new (never overwrites a stored image). */
  put(key: string, data: Buffer): Promise<void>;
  /** The stored bytes as a stream, or null when nothing is stored under the key. */
  open(key: string): Promise<{ stream: Readable; bytes: number } | null>;
  /** Removes a stored image; a missing one is not an error. */
  remove(key: string): Promise<void>;
}

/** Public addresses of uploads: `/uploads/<key>`; the content sanitizer accepts only these. */
export const UPLOAD_URL_PREFIX = '/uploads/';

/**
 * The shape of a storage key: folders and a file name of [A-Za-z0-9_-] with an image extension.
 * No dot anywhere else and no backslash, so a key can never climb out of the uploads folder.
 */
export const UPLOAD_KEY_PATTERN = /^(?:[A-Za-z0-9_-]{1,64}\/){0,4}[A-Za-z0-9_-]{1,64}\.(?:png|jpg|jpeg|gif|webp)$/;

export function isUploadKey(key: string): boolean {
  return key.length <= 128 && UPLOAD_KEY_PATTERN.test(key);
}

export function uploadUrl(key: string): string {
  return `${UPLOAD_URL_PREFIX}${key}`;
}

/** The key of a `/uploads/<key>` address, or null when the address is not one of ours. */
export function uploadKeyOfUrl(url: string): string | null {
  if (!url.startsWith(UPLOAD_URL_PREFIX)) return null;
  const key = url.slice(UPLOAD_URL_PREFIX.length);
  return isUploadKey(key) ? key : null;
}

/** `<yyyy>/<mm>/<22 random characters>.<ext>`: unguessable, and spread over folders by month. */
export function newUploadKey(now: Date, extension: string): string {
  const year = String(now.getUTCFullYear()).padStart(4, '0');
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${year}/${month}/${randomBytes(16).toString('base64url')}.${extension}`;
}

/** The embedded default (DESIGN "Shape"): files under DATA_DIR/uploads. */
export function createLocalStorage(root: string): UploadStorage {
  const resolvedRoot = path.resolve(root);
  const fileOf = (key: string) => {
    // Keys are checked where they enter; this is the last guard before the file system.
    if (!isUploadKey(key)) throw new Error(`invalid upload key: ${key}`);
    return path.join(resolvedRoot, ...key.split('/'));
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await fs.writeFile(partial, data, { flag: 'wx' });
        await fs.rename(partial, file);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
    },
    async open(key) {
      const file = fileOf(key);
      try {
        const stat = await fs.stat(file);
        if (!stat.isFile()) return null;
        return { stream: createReadStream(file), bytes: stat.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
