/**
 * A value built on its first use, then kept. For Intl formatters above all: building one costs a
 * phone's CPU milliseconds (its locale data is loaded then), and a page that never formats a
 * price or a date should not pay for it while it starts.
 */
export function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
