import { TransNoContext, type TransProps } from '@lingui/react/server';
import { i18n } from './i18n';

/**
 * What Lingui's `<Trans>` macro compiles to here (`runtimeConfigModule` in lingui.config.ts): Lingui's own, reading
 * the one i18n instance rather than a React context, so a component needs no provider around it (its tests neither).
 * Choosing a language renders the page anew (language-provider.tsx), so nothing needs to listen for it.
 */
export function Trans(props: TransProps) {
  return <TransNoContext {...props} lingui={{ i18n }} />;
}

const lingui = { i18n, _: i18n._.bind(i18n) };

export const useLingui = () => lingui;
