import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { i18n } from './i18n';

const subscribe = (listener: () => void) => i18n.on('change', listener);
const locale = () => i18n.locale;

/**
 * Renders the page anew in the language chosen: every component shows its text in it (a text kept in state, a domain
 * message too), though none listens for the choice. Choosing a language is rare, and the page's data is cached.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  return <Fragment key={useSyncExternalStore(subscribe, locale, locale)}>{children}</Fragment>;
}
