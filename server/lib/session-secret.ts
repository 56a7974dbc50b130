import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * SESSION_SECRET from the environment, else one generated once and kept in DATA_DIR, so that
 * sessions survive restarts of a single-machine install without any set-up.
 */
export function resolveSessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'session-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    // Written whole under a name of its own, then linked into place: processes starting together
    // on one DATA_DIR (issue 23) race here, and the one that loses reads the winner's secret,
    // never a half-written file.
    const written = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(written, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    try {
      fs.linkSync(written, file);
      return secret;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      return fs.readFileSync(file, 'utf8').trim();
    } finally {
      fs.rmSync(written, { force: true });
    }
  }
}
