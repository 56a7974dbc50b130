import fs from 'node:fs';
import path from 'node:path';
import { fsyncPath, type UploadsSummary } from './backup-set.ts';

/**
 * Copies DATA_DIR/uploads into a backup, incrementally (issue 23 item 5): a file with the same
 * size and modification time as in the previous backup is hard-linked to that backup's copy,
 * so each backup is complete on its own while only new images take space and time. Uploads are
 * written once under a new random key and never changed in place (server/modules/posts/
 * uploads/storage.ts), so size and time are enough to know a file unchanged.
 */

/** The storage's half-written files (renamed into place when complete). */
const PARTIAL_UPLOAD = /\.partial$/;

function sameFile(a: fs.Stats, b: fs.Stats): boolean {
  // Within a millisecond: utimes takes seconds as a double, so a copy's time can be off by a
  // microsecond from its source's (enough to fall on the other side of a whole millisecond).
  return a.size === b.size && Math.abs(a.mtimeMs - b.mtimeMs) < 1;
}

function statOrNull(file: string): fs.Stats | null {
  try {
    return fs.statSync(file);
  } catch {
    return null;
  }
}

function copyDurably(source: string, target: string, stat: fs.Stats): void {
  fs.copyFileSync(source, target, fs.constants.COPYFILE_EXCL);
  fs.utimesSync(target, stat.atime, stat.mtime);
  fsyncPath(target);
}

export async function copyUploadsIncrementally(
  source: string,
  target: string,
  previous: string | undefined,
  onFile?: () => void | Promise<void>,
): Promise<UploadsSummary> {
  const summary: UploadsSummary = { files: 0, bytes: 0, copiedFiles: 0, copiedBytes: 0, linkedFiles: 0 };
  const folders: string[] = [];

  const walk = async (relative: string) => {
    const into = path.join(target, relative);
    fs.mkdirSync(into, { recursive: true });
    folders.push(into);
    for (const entry of fs.readdirSync(path.join(source, relative), { withFileTypes: true })) {
      const name = path.join(relative, entry.name);
      if (entry.isDirectory()) {
        await walk(name);
        continue;
      }
      if (!entry.isFile() || PARTIAL_UPLOAD.test(entry.name)) continue;
      // An unused image may be purged while we walk: what is gone is simply not backed up.
      const stat = statOrNull(path.join(source, name));
      if (!stat) continue;
      const earlier = previous ? path.join(previous, name) : undefined;
      const earlierStat = earlier ? statOrNull(earlier) : null;
      let linked = false;
      if (earlier && earlierStat && sameFile(stat, earlierStat)) {
        try {
          fs.linkSync(earlier, path.join(target, name));
          linked = true;
        } catch (error) {
          // Another file system or one without hard links: a copy does the same, in more space.
          const code = (error as NodeJS.ErrnoException).code;
          if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'EMLINK') throw error;
        }
      }
      if (!linked) {
        try {
          copyDurably(path.join(source, name), path.join(target, name), stat);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
          throw error;
        }
        summary.copiedFiles += 1;
        summary.copiedBytes += stat.size;
      } else {
        summary.linkedFiles += 1;
      }
      summary.files += 1;
      summary.bytes += stat.size;
      await onFile?.();
    }
  };

  await walk('');
  for (const folder of folders) fsyncPath(folder);
  return summary;
}
