import { analyticsConsent, CONSENT_STORAGE_KEY, createConsentStore, privacySignal } from "./consent"

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial))
  return {
    get length() {
      return data.size
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  }
}

const store = (options: { stored?: string; signal?: boolean; ask?: boolean; storage?: Storage } = {}) => {
  const storage = options.storage ?? memoryStorage(options.stored ? { [CONSENT_STORAGE_KEY]: options.stored } : {})
  return {
    storage,
    consent: createConsentStore({
      storage: () => storage,
      signal: () => options.signal ?? false,
      askOnFirstVisit: options.ask ?? true,
    }),
  }
}

describe("privacySignal", () => {
  it.each([
    [{ globalPrivacyControl: true, doNotTrack: null }, undefined, true],
    [{ globalPrivacyControl: false, doNotTrack: "1" }, undefined, true],
    [{ doNotTrack: null }, { doNotTrack: "1" }, true],
    [{ doNotTrack: "unspecified" }, undefined, false],
    [{ doNotTrack: "0", globalPrivacyControl: false }, undefined, false],
  ])("%j (window %j) → %s", (nav, win, expected) => {
    expect(privacySignal(nav as Navigator, win)).toBe(expected)
  })
  it("no navigator (SSR) means no signal", () => expect(privacySignal(undefined)).toBe(false))
})

describe("analyticsConsent", () => {
  it("the visitor's own choice wins; a privacy signal counts as a rejection; otherwise pending", () => {
    expect(analyticsConsent("accepted", true)).toBe("granted")
    expect(analyticsConsent("rejected", false)).toBe("denied")
    expect(analyticsConsent(null, true)).toBe("denied")
    expect(analyticsConsent(null, false)).toBe("pending")
  })
})

describe("createConsentStore", () => {
  it("asks a first-time visitor when analytics is on", () => {
    expect(store().consent.getSnapshot()).toEqual({
      choice: null,
      signal: false,
      consent: "pending",
      bannerOpen: true,
      reopened: false,
    })
  })

  it("does not ask when analytics is off, or when GPC/DNT already said no", () => {
    expect(store({ ask: false }).consent.getSnapshot().bannerOpen).toBe(false)
    expect(store({ signal: true }).consent.getSnapshot()).toMatchObject({ consent: "denied", bannerOpen: false })
  })

  it("remembers a choice and does not ask again; an unknown stored value is ignored", () => {
    expect(store({ stored: "accepted", signal: true }).consent.getSnapshot()).toMatchObject({
      consent: "granted",
      bannerOpen: false,
    })
    expect(store({ stored: "rejected" }).consent.getSnapshot()).toMatchObject({ consent: "denied", bannerOpen: false })
    expect(store({ stored: "maybe" }).consent.getSnapshot()).toMatchObject({ choice: null, bannerOpen: true })
  })

  it("choose stores the choice, closes the banner and tells subscribers", () => {
    const { storage, consent } = store()
    const listener = jest.fn()
    const unsubscribe = consent.subscribe(listener)
    consent.choose("rejected")
    expect(storage.getItem(CONSENT_STORAGE_KEY)).toBe("rejected")
    expect(consent.getSnapshot()).toMatchObject({ choice: "rejected", consent: "denied", bannerOpen: false })
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
    consent.choose("accepted")
    expect(listener).toHaveBeenCalledTimes(1)
    expect(consent.getSnapshot().consent).toBe("granted")
  })

  it("Cookie settings reopens the banner, even with a signal or without analytics, and keeps the current consent", () => {
    const { consent } = store({ stored: "accepted", signal: true, ask: false })
    consent.openSettings()
    expect(consent.getSnapshot()).toMatchObject({ bannerOpen: true, reopened: true, consent: "granted" })
    consent.choose("rejected")
    expect(consent.getSnapshot()).toMatchObject({ bannerOpen: false, reopened: false, consent: "denied" })
  })

  it("the snapshot is stable between changes (useSyncExternalStore needs that)", () => {
    const { consent } = store()
    expect(consent.getSnapshot()).toBe(consent.getSnapshot())
  })

  it("works when storage throws: asks again, choice holds for the page", () => {
    const broken = memoryStorage()
    broken.getItem = () => {
      throw new Error("SecurityError")
    }
    broken.setItem = () => {
      throw new Error("QuotaExceeded")
    }
    const { consent } = store({ storage: broken })
    expect(consent.getSnapshot().bannerOpen).toBe(true)
    expect(() => consent.choose("accepted")).not.toThrow()
    expect(consent.getSnapshot().consent).toBe("granted")
  })
})
