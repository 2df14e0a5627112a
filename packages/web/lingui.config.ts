import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LANGUAGES } from '@campus/domain';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const source = fileURLToPath(new URL('./src/', import.meta.url));

/** The shared modules whose messages every page may show: one catalog, `common`. */
const COMMON = ['lib/', 'config/', 'app/route-table.tsx', 'components/ui/', 'components/layouts/'];

/** Whether a module of src, or a module in a folder of it, has messages (uses Lingui's macros). */
const hasMessages = (path: string): boolean =>
  statSync(`${source}${path}`).isDirectory()
    ? readdirSync(`${source}${path}`).some((entry) => hasMessages(`${path}/${entry}`))
    : /\.tsx?$/.test(path) && /from '@lingui\/(core|react)\/macro'/.test(readFileSync(`${source}${path}`, 'utf8'));

/** The entries of a folder of src that `keep` keeps and that have messages, tests aside. */
const entriesOf = (folder: string, keep: (entry: string) => boolean) =>
  readdirSync(`${source}${folder}`).filter(
    (entry) => keep(entry) && !entry.includes('.test.') && hasMessages(`${folder}/${entry}`),
  );
const withoutExtension = (entry: string) => entry.replace(/\.tsx?$/, '');

const AREAS = entriesOf('app/routes', (entry) => !entry.includes('.'));

/**
 * The catalog a module's messages are in (#46): a feature folder's own (src/features/{name}); a signed-in area's route
 * modules' (`routes-admin`); a shared component folder's or file's (`components-ledger`: the admin pages' alone); a
 * group of the domain's messages (`domain-login`, src/lib/domain-text/login.ts); else `common`, with the components
 * of ui and layouts, which every page shows some of.
 * A page carries the English of the messages its modules show, whatever their catalog (vite.config.ts), and fetches
 * the whole catalog of each of them in another language: the finer the catalogs, the less of another language a page
 * downloads that it never shows, but the more files it waits for, and each catalog a page's modules register is bytes
 * of every page in English.
 */
export function catalogOf(file: string): string | undefined {
  if (!file.startsWith(source)) return undefined;
  const path = file.slice(source.length);
  const [folder, name, rest] = path.split('/');
  if (folder === 'features') return name;
  if (folder === 'lib' && name === 'domain-text') return `domain-${rest!.replace(/\.ts$/, '')}`;
  if (folder === 'app' && name === 'routes' && rest?.includes('.') === false) return `routes-${rest}`;
  if (COMMON.some((shared) => path.startsWith(shared)) || folder === 'app') return 'common';
  if (folder === 'components') return `components-${withoutExtension(name!)}`;
  return undefined;
}

const catalog = (name: string, include: string[], exclude: string[] = []) => ({
  path: `<rootDir>/src/locales/{locale}/${name}`,
  include: include.map((path) => `<rootDir>/src/${path}`),
  exclude: exclude.map((path) => `<rootDir>/src/${path}`),
});

/**
 * Campus's languages (#46): a catalog per language of each group of modules above (src/locales/{locale}/{name}.po).
 * `pseudo` is English made unreadable-but-recognisable at compile time, for the test that finds text left out of
 * translation; it is not offered to anyone.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: [...LANGUAGES, 'pseudo'],
  pseudoLocale: { locale: 'pseudo', prepend: '⟦', append: '⟧' },
  fallbackLocales: { default: 'en' },
  catalogs: [
    catalog('common', [...COMMON, 'app/routes/'], ['lib/domain-text/', ...AREAS.map((area) => `app/routes/${area}/`)]),
    ...AREAS.map((area) => catalog(`routes-${area}`, [`app/routes/${area}/`])),
    ...entriesOf('components', (entry) => entry !== 'ui' && entry !== 'layouts').map((entry) =>
      catalog(`components-${withoutExtension(entry)}`, [`components/${entry}`]),
    ),
    ...entriesOf('lib/domain-text', (entry) => entry !== 'registry.ts').map((entry) =>
      catalog(`domain-${withoutExtension(entry)}`, [`lib/domain-text/${entry}`]),
    ),
    { path: '<rootDir>/src/locales/{locale}/{name}', include: ['<rootDir>/src/features/{name}/'] },
  ],
  format: formatter({ lineNumbers: false }),
  runtimeConfigModule: { Trans: ['@/lib/translated', 'Trans'], useLingui: ['@/lib/translated', 'useLingui'] },
});
