import { type Config, ConfigError, loadConfig } from '../../server/config.ts';

/**
 * The configuration of a command-line script (backup, restore, seed:large, score:rebuild): the
 * environment with the script's own overrides. A setting that is wrong ends the script with
 * its message and exit code 1, as the server does, instead of a stack trace.
 */
export function loadScriptConfig(overrides: Record<string, string> = {}): Config {
  try {
    return loadConfig({ ...process.env, ...overrides });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
