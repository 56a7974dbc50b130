import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveSessionSecret } from './session-secret.ts';

describe('the session secret kept in DATA_DIR', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-secret-'));
    dirs.push(dir);
    return path.join(dir, 'data');
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is made once, readable only by its owner, and read back by every later start', () => {
    const dir = dataDir();
    const first = resolveSessionSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(resolveSessionSecret(undefined, dir)).toBe(first);
    expect(fs.statSync(path.join(dir, 'session-secret')).mode & 0o777).toBe(0o600);
    // Only the secret is left behind: the file it was written under first is gone.
    expect(fs.readdirSync(dir)).toEqual(['session-secret']);
  });

  it('prefers SESSION_SECRET, and writes nothing then', () => {
    const dir = dataDir();
    expect(resolveSessionSecret('configured-secret', dir)).toBe('configured-secret');
    expect(fs.existsSync(dir)).toBe(false);
  });
});
