import { safeHandler } from "../http/http"
import { flushLogs, log, setLogWriter } from "./log"
import { setEnv } from "../../tests/helpers/api/temp-env"
import { startFakeAxiom, type FakeUpstream } from "../../harness/fake-upstreams"

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

describe("with AXIOM_TOKEN set", () => {
  let axiom: FakeUpstream
  let restoreEnv: () => void = () => {}
  beforeAll(async () => {
    axiom = await startFakeAxiom()
  })
  afterAll(() => axiom.close())
  beforeEach(() => {
    setLogWriter(null)
    restoreEnv = setEnv({ AXIOM_TOKEN: "xaat-server", AXIOM_DATASET: "server-test", AXIOM_URL: axiom.url })
  })
  afterEach(() => {
    restoreEnv()
    axiom.clear()
  })

  test("events go to Axiom in one batch, not to stdout, with _time and source", async () => {
    const write = jest.spyOn(process.stdout, "write").mockImplementation(() => true)
    try {
      log.info("early_access_stored", { id: "abc" })
      log.warn("odd", { error: new Error("boom") })
      expect(axiom.requests).toHaveLength(0)
      await flushLogs()
      expect(write).not.toHaveBeenCalled()
    } finally {
      write.mockRestore()
    }
    expect(axiom.requests).toHaveLength(1)
    expect(axiom.requests[0]?.path).toBe("/v1/datasets/server-test/ingest")
    expect(axiom.requests[0]?.headers.authorization).toBe("Bearer xaat-server")
    const [stored, odd] = axiom.events()
    expect(stored).toMatchObject({ source: "server", level: "info", msg: "early_access_stored", id: "abc" })
    expect(stored?._time).toBe(stored?.time)
    expect(odd).toMatchObject({ level: "warn", error: { name: "Error", message: "boom" } })
  })

  test("safeHandler sends the request's events before it settles", async () => {
    const handler = safeHandler("probe", (_req, res) => {
      log.info("probe_ran")
      res.statusCode = 204
      res.end()
    })
    const res = { statusCode: 0, setHeader: () => undefined, end: () => undefined }
    await handler({ headers: {} }, res)
    expect(axiom.events()).toEqual([expect.objectContaining({ msg: "probe_ran" })])
  })

  test("a failing Axiom is reported on stdout, never thrown", async () => {
    axiom.failWith(403)
    const write = jest.spyOn(process.stdout, "write").mockImplementation(() => true)
    try {
      expect(() => log.error("lost_event")).not.toThrow()
      await flushLogs()
      const lines = write.mock.calls.map(([chunk]) => JSON.parse(String(chunk)) as Record<string, unknown>)
      expect(lines).toEqual([expect.objectContaining({ level: "error", msg: "axiom_ingest_failed" })])
    } finally {
      write.mockRestore()
      axiom.failWith(null)
    }
  })
})
