/**
 * `create(key)` run once per key object (a database handle, an app's context) and kept while the key
 * lives: what an instance builds once and every request reuses, such as a prepared query or a cache.
 */
export function onePer<Key extends object, Value>(create: (key: Key) => Value): (key: Key) => Value {
  const made = new WeakMap<Key, Value>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = create(key);
      made.set(key, value);
    }
    return value;
  };
}
