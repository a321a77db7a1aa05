import { log, setLogWriter } from "./log"

afterEach(() => setLogWriter(null))

test("writes one JSON line per event: level, msg, time, then the fields", () => {
  const lines: string[] = []
  setLogWriter((line) => lines.push(line))
  log.info("early_access_stored", { id: "abc", company: "Acme", country: null })
  expect(lines).toHaveLength(1)
  const entry = JSON.parse(lines[0] ?? "") as Record<string, unknown>
  expect(Object.keys(entry)).toEqual(["level", "msg", "time", "id", "company", "country"])
  expect(entry).toMatchObject({ level: "info", msg: "early_access_stored", id: "abc", company: "Acme", country: null })
  expect(new Date(String(entry.time)).toISOString()).toBe(entry.time)
})

test("serializes errors, and fields cannot overwrite level, msg or time", () => {
  const lines: string[] = []
  setLogWriter((line) => lines.push(line))
  const error = Object.assign(new Error("boom"), { code: "ECONNREFUSED" })
  log.error("handler_failed", { error, level: "info", msg: "x" })
  const entry = JSON.parse(lines[0] ?? "") as { level: string; msg: string; error: Record<string, unknown> }
  expect(entry.level).toBe("error")
  expect(entry.msg).toBe("handler_failed")
  expect(entry.error).toMatchObject({ name: "Error", message: "boom", code: "ECONNREFUSED", stack: expect.any(String) })
})

test("never throws: circular values are cut, a failing writer is ignored", () => {
  const lines: string[] = []
  setLogWriter((line) => lines.push(line))
  const circular: Record<string, unknown> = { big: 10n }
  circular.self = circular
  log.warn("odd", { circular })
  expect(JSON.parse(lines[0] ?? "")).toMatchObject({ circular: { big: "10", self: "[circular]" } })
  setLogWriter(() => {
    throw new Error("EPIPE")
  })
  expect(() => log.info("lost")).not.toThrow()
})
