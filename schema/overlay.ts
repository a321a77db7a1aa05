// How a translation of a YAML file is read: laid over the English, string by string. Its own module, without a
// file system, so that the writers' editor (cms/previews/) lays a translation over the English as the build does
// (schema/words-file.ts).

/** `over` laid on `base`, key by key: whatever `over` leaves out is `base`'s. A list is translated whole. */
export function overlay<T>(base: T, over: unknown): T {
  if (!over || typeof over !== "object" || Array.isArray(over) || !base || typeof base !== "object")
    return (over ?? base) as T
  const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) }
  for (const [key, value] of Object.entries(over)) merged[key] = overlay(merged[key], value)
  return merged as T
}
