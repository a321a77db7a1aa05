// The one safe way to localStorage for the browser code (pricing preferences, cookie consent): storage can be
// missing or throw (disabled cookies, private modes, a full quota), and each of these just means "nothing
// stored" or "remembered for this visit only".

export function browserStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

export function readKey(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeKey(storage: Storage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value)
  } catch {
    // Full or disabled storage: the value lasts for this visit only.
  }
}
