import type { Config } from '../../../config.ts';
import type { ServiceContext } from '../../../lib/context.ts';

/**
 * What the discovery services are given: the database (read through the posts feature's
 * service only) and the site's name and the texts' defaults from the configuration.
 */
export type DiscoveryContext = Pick<ServiceContext, 'db'> & { config: Pick<Config, 'SITE_NAME'> };
