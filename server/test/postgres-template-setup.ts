import { createTemplate, dropTemplate, TEMPLATE_ENV } from './postgres-template.ts';

/**
 * Vitest globalSetup: runs once per `vitest run`, before any worker starts. With
 * TEST_DATABASE_URL set it migrates one template database and names it to the workers (they
 * inherit this process's environment), which clone it in openTestDatabase; it is dropped when
 * the run ends. The template is made afresh on every run, so an edited migration is never
 * served from an old copy, and the migrations still run from an empty database once per run.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const template = await createTemplate(adminUrl);
  process.env[TEMPLATE_ENV] = template;
  return async () => {
    delete process.env[TEMPLATE_ENV];
    await dropTemplate(adminUrl, template);
  };
}
