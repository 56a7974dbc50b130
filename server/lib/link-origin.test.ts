import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { linkOrigin, publicUrlWarning } from './link-origin.ts';

const config = (env: Record<string, string> = {}) => loadConfig({ PORT: '3000', ...env });
const http = (host: string) => ({ host, protocol: 'http' });

describe('linkOrigin (issue 13 finding 9)', () => {
  it('is PUBLIC_URL whatever the Host says', () => {
    const withPublic = config({ PUBLIC_URL: 'https://community.example/' });
    for (const host of ['evil.example', 'localhost:3000', 'community.example', '']) {
      expect(linkOrigin(withPublic, http(host))).toBe('https://community.example');
    }
  });

  it('without PUBLIC_URL or ALLOWED_HOSTS, follows only a host of this machine', () => {
    expect(linkOrigin(config(), http('localhost:3000'))).toBe('http://localhost:3000');
    expect(linkOrigin(config(), http('127.0.0.1:4517'))).toBe('http://127.0.0.1:4517');
    expect(linkOrigin(config(), http('[::1]:3000'))).toBe('http://[::1]:3000');
    expect(linkOrigin(config(), http('hearth.localhost'))).toBe('http://hearth.localhost');
    for (const host of [
      'evil.example',
      'localhost.evil.example',
      '127.0.0.1.evil.example',
      'evil.example:3000',
      'localhost@evil.example',
      'localhost:3000/@evil.example',
      'localhost:3000#@evil.example',
      'evil.example\\@localhost',
      '',
      '[',
    ]) {
      expect(linkOrigin(config(), http(host)), host).toBe('http://localhost:3000');
    }
  });

  it('with ALLOWED_HOSTS, follows exactly those hosts (and keeps https)', () => {
    const allowed = config({ ALLOWED_HOSTS: 'Community.Example, 192.168.1.5:3000' });
    expect(linkOrigin(allowed, { host: 'community.example', protocol: 'https' })).toBe('https://community.example');
    expect(linkOrigin(allowed, http('192.168.1.5:3000'))).toBe('http://192.168.1.5:3000');
    expect(linkOrigin(allowed, http('192.168.1.5:3001'))).toBe('http://localhost:3000');
    expect(linkOrigin(allowed, http('localhost:3000'))).toBe('http://localhost:3000');
    expect(linkOrigin(allowed, http('evil.example'))).toBe('http://localhost:3000');
  });

  it('validates ALLOWED_HOSTS', () => {
    expect(() => config({ ALLOWED_HOSTS: 'https://community.example' })).toThrow(/ALLOWED_HOSTS/);
    expect(() => config({ ALLOWED_HOSTS: 'a b' })).toThrow(/ALLOWED_HOSTS/);
    expect(config({ ALLOWED_HOSTS: 'a.example,[::1]:3000' }).ALLOWED_HOSTS).toEqual(['a.example', '[::1]:3000']);
  });

  it('warns in production only, when PUBLIC_URL is unset', () => {
    expect(publicUrlWarning(config({ NODE_ENV: 'production' }))).toMatch(/^PUBLIC_URL is not set/);
    expect(publicUrlWarning(config({ NODE_ENV: 'production', PUBLIC_URL: 'https://c.example' }))).toBeUndefined();
    expect(publicUrlWarning(config({ NODE_ENV: 'development' }))).toBeUndefined();
  });
});
