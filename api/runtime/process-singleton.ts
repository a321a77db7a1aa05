// Gatsby's develop/serve middleware deletes a compiled function from require.cache and requires it again on
// every request, so module-level state (connection pools, the rate limiter) would be rebuilt, and leaked, per
// request. State that must live once per process is kept on globalThis under a registered symbol instead.
export function processSingleton<T>(name: string, create: () => T): T {
  const key = Symbol.for(`shiftwise.api.${name}`)
  if (!Reflect.has(globalThis, key)) Reflect.set(globalThis, key, create())
  return Reflect.get(globalThis, key) as T
}
