import { cloneElement, type ReactElement, type ReactNode } from 'react';
import type { MessageOptions } from '@lingui/core';
import { i18n } from './i18n';

/** What Lingui's `<Trans>` macro compiles to: the message, its values and the elements around parts of it. */
type TransProps = {
  id: string;
  /** Its English: as written outside a build, compiled in one (vite.config.ts). */
  message?: string;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement<{ children?: ReactNode }>>;
  formats?: MessageOptions['formats'];
};

/** An element of the message in its translation: `<0>text</0>`, or `<1/>` for one without text of its own. */
const ELEMENT = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\/>/;

/** A translation with its elements put back around their text (what @lingui/react's `formatElements` does). */
function withElements(translation: string, elements: TransProps['components'] = {}): ReactNode {
  // The text before the first element, then for each element: its name (paired or not), its text, the text after it.
  const parts = translation.split(ELEMENT);
  if (parts.length === 1) return translation;
  const tree: ReactNode[] = [parts[0]];
  for (let index = 1; index < parts.length; index += 4) {
    const [paired, text, single, after] = parts.slice(index, index + 4) as Array<string | undefined>;
    const element = elements[(paired ?? single)!];
    if (element) {
      tree.push(cloneElement(element, { key: index }, text ? withElements(text, elements) : element.props.children));
    }
    tree.push(after);
  }
  return tree;
}

/**
 * What Lingui's `<Trans>` macro compiles to here (`runtimeConfigModule` in lingui.config.ts): it reads the one i18n
 * instance rather than a React context, so a component needs no provider around it (its tests neither). Choosing a
 * language renders the page anew (language-provider.tsx), so nothing needs to listen for it. Written here rather than
 * taken from @lingui/react, whose `<Trans>` (with its `render` and `component` props and its warnings, which nothing
 * here uses) every page would load.
 */
export function Trans({ id, message, values, components, formats }: TransProps): ReactNode {
  let shown = values;
  let elements = components;
  if (values) {
    // A value that is not text or a number (an element) is shown as an element of the message, as Lingui does.
    shown = { ...values };
    elements = { ...components };
    for (const [name, value] of Object.entries(values)) {
      if (typeof value === 'string' || typeof value === 'number') continue;
      const index = Object.keys(elements).length;
      elements[index] = <>{value as ReactNode}</>;
      shown[name] = `<${index}/>`;
    }
  }
  const translation = i18n._(id, shown, { message, formats });
  return translation ? withElements(translation, elements) : null;
}

const lingui = { i18n, _: i18n._.bind(i18n) };

export const useLingui = () => lingui;
