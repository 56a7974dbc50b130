import { LOCALES } from '../../common/i18n/locales.ts';
import { resources } from '../../common/i18n/resources.ts';
import { provideLocaleResources } from '../lib/locale-resources.ts';

// Components rendered in unit tests get every language's strings, as the server entry does.
for (const locale of LOCALES) provideLocaleResources(locale, resources[locale]);
