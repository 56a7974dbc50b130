import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`expected a ConfigError for ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('reads TRUST_PROXY as off, a hop count or a list of addresses and CIDRs (issue 13)', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,::1,fd00::/8 ,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['true', 'on', '*', '10.0.0.0/33', '10.0.0', 'proxy.example', '1,2', '::1/129', '99']) {
      expect(configError({ TRUST_PROXY: bad }).message, bad).toContain('TRUST_PROXY');
    }
  });

  it('reads SITE_TIME_ZONE as an IANA zone, Asia/Seoul by default (P30), and refuses others', () => {
    expect(loadConfig({}).SITE_TIME_ZONE).toBe('Asia/Seoul');
    expect(loadConfig({ SITE_TIME_ZONE: 'UTC' }).SITE_TIME_ZONE).toBe('UTC');
    expect(loadConfig({ SITE_TIME_ZONE: 'Asia/Tokyo' }).SITE_TIME_ZONE).toBe('Asia/Tokyo');
    // Empty is unset, as for every variable.
    expect(loadConfig({ SITE_TIME_ZONE: '' }).SITE_TIME_ZONE).toBe('Asia/Seoul');
    for (const bad of ['Asia/Nowhere', 'KST+9']) {
      expect(configError({ SITE_TIME_ZONE: bad }).message, bad).toContain('SITE_TIME_ZONE');
    }
  });

  it('reads DEV_MAILBOX as a switch, off by default, and refuses anything else', () => {
    expect(loadConfig({}).DEV_MAILBOX).toBe(false);
    expect(loadConfig({ DEV_MAILBOX: 'on' }).DEV_MAILBOX).toBe(true);
    expect(loadConfig({ DEV_MAILBOX: 'off' }).DEV_MAILBOX).toBe(false);
    expect(configError({ DEV_MAILBOX: 'please' }).message).toContain('DEV_MAILBOX');
  });

  it('reads social links as kind=url pairs and names a bad pair', () => {
    expect(
      loadConfig({ SOCIAL_LINKS: 'linkedin=https://l.example/x, youtube=https://y.example/@h' }).SOCIAL_LINKS,
    ).toEqual([
      { kind: 'linkedin', url: 'https://l.example/x' },
      { kind: 'youtube', url: 'https://y.example/@h' },
    ]);
    expect(loadConfig({}).SOCIAL_LINKS).toEqual([]);
    expect(configError({ SOCIAL_LINKS: 'myspace=https://m.example' }).message).toMatch(
      /SOCIAL_LINKS: "myspace=https:\/\/m.example" must be kind=https/,
    );
    expect(configError({ SOCIAL_LINKS: 'blog=javascript:alert(1)' }).message).toContain('SOCIAL_LINKS');
  });

  it('gives the documented defaults for an empty environment', () => {
    expect(loadConfig({})).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      JOB_MAX_ATTEMPTS: 8,
      HEARTH_API_ONLY: false,
      SITE_NAME: 'Hearth',
    });
    const config = loadConfig({});
    for (const optional of [
      'DATABASE_URL',
      'REDIS_URL',
      'SMTP_URL',
      'SESSION_SECRET',
      'PUBLIC_URL',
      'ADMIN_EMAIL',
      'DEMO_DATA',
    ] as const) {
      expect(config[optional]).toBeUndefined();
    }
  });

  it('treats empty variables as unset and converts numbers and switches', () => {
    const config = loadConfig({
      PORT: '',
      DATABASE_URL: '',
      DEMO_DATA: 'yes',
      HEARTH_API_ONLY: '1',
      JOB_MAX_ATTEMPTS: '3',
    });
    expect(config).toMatchObject({ PORT: 3000, DEMO_DATA: true, HEARTH_API_ONLY: true, JOB_MAX_ATTEMPTS: 3 });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(loadConfig({ DEMO_DATA: 'off' }).DEMO_DATA).toBe(false);
  });

  it('accepts valid engine URLs and a 32-character secret', () => {
    const secret = 's'.repeat(32);
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://app@db:5432/hearth',
      REDIS_URL: 'rediss://cache:6380',
      SESSION_SECRET: secret,
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgresql://app@db:5432/hearth',
      REDIS_URL: 'rediss://cache:6380',
      SESSION_SECRET: secret,
    });
  });

  it.each([['abc'], ['70000'], ['-1'], ['30.5']])('refuses PORT=%s naming the variable', (port) => {
    expect(configError({ PORT: port }).message).toBe(
      'Invalid configuration:\n  PORT: must be a port number from 0 to 65535',
    );
  });

  it.each([['mysql://root@db/hearth'], ['sqlite:./data/hearth.db'], ['not a url'], ['http://db:5432']])(
    'refuses DATABASE_URL=%s naming the variable',
    (url) => {
      const error = configError({ DATABASE_URL: url });
      expect(error.message).toContain('DATABASE_URL: must be a URL starting with postgres:// or postgresql://');
    },
  );

  it('refuses a SESSION_SECRET shorter than 32 characters', () => {
    expect(configError({ SESSION_SECRET: 's'.repeat(31) }).message).toContain(
      'SESSION_SECRET: must be at least 32 characters',
    );
  });

  it('names every bad variable at once, and only those', () => {
    const message = configError({
      PORT: 'x',
      REDIS_URL: 'http://cache',
      DEMO_DATA: 'maybe',
      LOG_LEVEL: 'loud',
      HOST: '127.0.0.1',
    }).message;
    for (const name of ['PORT', 'REDIS_URL', 'DEMO_DATA', 'LOG_LEVEL']) expect(message).toContain(`  ${name}: `);
    expect(message).not.toContain('HOST');
  });
});
