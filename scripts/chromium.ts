import { execFileSync } from 'node:child_process';

/**
 * Debian's Chromium for browser tests and Lighthouse, never a downloaded browser. Without the
 * network flags it keeps trying to reach Google's hosts, which this closed network refuses.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function systemChromium(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('Chromium is missing: install it with `apt-get install chromium fonts-noto-cjk` (see README).');
  }
}
