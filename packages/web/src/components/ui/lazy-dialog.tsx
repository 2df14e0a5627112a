import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code (its form, the form library and the rules) loads the first time it opens rather than with the
 * page. Once opened it stays mounted, so that it closes as a dialog always does (the focus goes back where it was).
 */
export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean,
): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: Props) {
    const [opened, setOpened] = useState(false);
    if (!opened && isOpen(props)) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
