/**
 * A value made on its first use and kept. An Intl format is made this way: the first one a page makes loads the
 * browser's locale data, tens of milliseconds on a phone, which importing a module must not cost.
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
