import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { readdirSync } from 'node:fs';

const domainGroups = readdirSync(new URL('./src/lib/domain-text/', import.meta.url))
  .filter((file) => /^[a-z-]+\.ts$/.test(file) && file !== 'registry.ts')
  .map((file) => file.slice(0, -'.ts'.length));

/**
 * Campus's languages (#46). Each feature folder has a catalog per language (src/locales/{locale}/{feature}.po), loaded
 * with the feature's modules (vite.config.ts, `catalogs`); the shared components, the app's routes and the libraries
 * share `common`, and the domain's messages (src/lib/domain-text/{group}.ts) have a catalog per group. `pseudo` is English made unreadable-but-recognisable at compile time, for the test that finds text
 * left out of translation; it is not offered to anyone.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi', 'pseudo'],
  pseudoLocale: { locale: 'pseudo', prepend: '⟦', append: '⟧' },
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/common',
      include: ['<rootDir>/src/components/', '<rootDir>/src/lib/', '<rootDir>/src/app/', '<rootDir>/src/config/'],
      exclude: ['<rootDir>/src/lib/domain-text/'],
    },
    ...domainGroups.map((group) => ({
      path: `<rootDir>/src/locales/{locale}/domain-${group}`,
      include: [`<rootDir>/src/lib/domain-text/${group}.ts`],
    })),
    { path: '<rootDir>/src/locales/{locale}/{name}', include: ['<rootDir>/src/features/{name}/'] },
  ],
  format: formatter({ lineNumbers: false }),
  runtimeConfigModule: { Trans: ['@/lib/translated', 'Trans'], useLingui: ['@/lib/translated', 'useLingui'] },
});
