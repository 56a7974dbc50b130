import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { siteOrigin } from './lib/link-origin.ts';
import { siteLink } from './modules/mail/service.ts';
import { startBanner } from './start-banner.ts';

const production = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'production', ...env });

describe('the block that ends a start (issue 35 items 1 and 2)', () => {
  it('gives the address, the generated password and where mails wait on a first `npm start`', () => {
    const config = production();
    const banner = startBanner({
      origin: siteOrigin(config),
      administrator: { email: 'admin@hearth.local', password: 'pw-3xAmple_9' },
      config,
    });
    expect(banner).toContain('Open http://localhost:3000');
    expect(banner).toMatch(/Admin: +admin@hearth\.local\n +password: pw-3xAmple_9 +\(generated now/);
    // Production keeps the mailbox off (ADR 0008): the block says where mails are and the exact way to read them.
    expect(banner).toContain('wait in the outbox, sent nowhere');
    expect(banner).toContain('`DEV_MAILBOX=on npm start`');
    expect(banner).toContain('open http://localhost:3000/ko/mailbox');
  });

  it('points at the local mailbox when it is served', () => {
    for (const config of [production({ DEV_MAILBOX: 'on' }), loadConfig({ NODE_ENV: 'development' })]) {
      const banner = startBanner({ origin: siteOrigin(config), config });
      expect(banner).toContain('wait in the local mailbox');
      expect(banner).toContain('open http://localhost:3000/ko/mailbox');
      expect(banner).not.toContain('Admin:');
    }
  });

  it('names the SMTP server without its credentials, and no password an operator set', () => {
    const config = production({
      SMTP_URL: 'smtps://mailer:s3cret@smtp.example.com:465',
      PUBLIC_URL: 'https://c.example/',
    });
    const banner = startBanner({
      origin: siteOrigin(config),
      administrator: { email: 'owner@c.example' },
      config,
    });
    expect(banner).toContain('Open https://c.example');
    expect(banner).toContain('sent through smtps://smtp.example.com:465');
    expect(banner).toContain('the one ADMIN_PASSWORD sets');
    expect(banner).not.toContain('s3cret');
    expect(banner).not.toContain('mailbox');
  });
});

describe('one address for the log and the mails (issue 35 item 3)', () => {
  it('links mails to the address the start-up block prints', () => {
    const envs: Record<string, string>[] = [
      {},
      { HOST: '127.0.0.1' },
      { HOST: '::' },
      { HOST: '192.168.1.5' },
      { PORT: '4123' },
    ];
    for (const env of envs) {
      const config = production(env);
      const printed = siteOrigin(config);
      expect(startBanner({ origin: printed, config })).toContain(`Open ${printed}\n`);
      expect(siteLink({ config }, 'ko', '/signup/confirm?token=t')).toBe(`${printed}/ko/signup/confirm?token=t`);
    }
    expect(siteOrigin(production())).toBe('http://localhost:3000');
    // Bound to one address of the network, localhost would not reach it.
    expect(siteOrigin(production({ HOST: '192.168.1.5' }))).toBe('http://192.168.1.5:3000');
    expect(siteOrigin(production({ PUBLIC_URL: 'https://c.example/community/' }))).toBe('https://c.example/community');
  });
});
