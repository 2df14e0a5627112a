import type { Messages } from '@lingui/core';
import { registerCatalog } from '../i18n';

type Catalog = { messages: Messages };

// Each group's catalogs, keyed by the domain's English (vite.config.ts), as the module of a group registers them.
const hi = import.meta.glob<Catalog>('../../locales/hi/domain-*.po', { query: '?compiled' });
const pseudo = import.meta.glob<Catalog>('../../locales/pseudo/domain-*.po', { query: '?compiled' });

/** Registers the catalogs of a topic of the domain's messages ('signInLock': domain-sign-in-lock), if it has any. */
export function registerGroup(topic: string) {
  const name = `domain-${topic.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  const [inHindi, inPseudo] = [hi[`../../locales/hi/${name}.po`], pseudo[`../../locales/pseudo/${name}.po`]];
  if (inHindi && inPseudo) registerCatalog(name, { hi: inHindi, pseudo: inPseudo });
}
