// A second process opening the same SQLite store, for api/store/database.test.ts: waits for "go", then migrates the
// store and saves one request, and reports how that went.
import { createStore } from "../../../api/store/store"
import { newRequest } from "./requests"

const [file, label] = process.argv.slice(2)
const store = createStore({ kind: "sqlite", path: file! })
process.send?.("ready")
process.once("message", () => {
  void (async () => {
    try {
      await store.saveRequest(newRequest({ email: `${label}@example.com` }))
      process.send?.({ ok: true })
    } catch (error) {
      process.send?.({ ok: false, error: String(error) })
    } finally {
      await store.close()
      process.disconnect?.()
    }
  })()
})
