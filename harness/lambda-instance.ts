// Runs a Gatsby Function the way production does: the adapter's Lambda wrapper over the bundle, in a process of
// its own (harness/lambda-instance-child.cjs) under a chosen Node binary, one invocation at a time, with a
// Lambda-style environment. Tests send it Lambda events (harness/lambda-events.ts) and check that the process is
// still alive after each answer.
import { fork, type ChildProcess } from "node:child_process"
import path from "node:path"
import type { LambdaEvent } from "./lambda-events"

const CHILD = path.join(__dirname, "lambda-instance-child.cjs")

/** What the wrapper resolved, with the headers lower-cased into lists and the body decoded. */
export interface LambdaResponse {
  statusCode: number
  headers: Record<string, string[]>
  /** The first value of a header, or undefined. */
  header(name: string): string | undefined
  text: string
  json<T = unknown>(): T
}

export interface LambdaInstance {
  readonly version: string
  readonly pid: number
  invoke(event: LambdaEvent): Promise<LambdaResponse>
  /** Resolves once the process has answered a ping after everything so far; rejects, with its output, if it died. */
  assertAlive(): Promise<void>
  /** stdout and stderr so far (the Function's JSON log lines). */
  output(): string
  stop(): Promise<void>
}

export interface LambdaInstanceOptions {
  node: string
  /** The wrapper file deploy uploads. */
  wrapper: string
  /** The Function's environment (nothing else of this process's is passed on but PATH and HOME). */
  env: Record<string, string>
  cwd: string
}

type RawResult = {
  statusCode?: number
  headers?: Record<string, unknown>
  multiValueHeaders?: Record<string, unknown>
  body?: string
  isBase64Encoded?: boolean
}
type FromChild =
  | { type: "ready"; version: string; pid: number }
  | { type: "result"; id: number; result?: RawResult; error?: string }
  | { type: "pong"; id: number }

function response(raw: RawResult): LambdaResponse {
  const headers: Record<string, string[]> = {}
  const add = (name: string, value: unknown) => {
    const list = (headers[name.toLowerCase()] ??= [])
    for (const item of Array.isArray(value) ? value : [value]) list.push(String(item))
  }
  for (const [name, value] of Object.entries(raw.multiValueHeaders ?? {})) add(name, value)
  for (const [name, value] of Object.entries(raw.headers ?? {})) if (!(name.toLowerCase() in headers)) add(name, value)
  const text = raw.body ? Buffer.from(raw.body, raw.isBase64Encoded ? "base64" : "utf8").toString("utf8") : ""
  return {
    statusCode: raw.statusCode ?? 0,
    headers,
    header: (name) => headers[name.toLowerCase()]?.[0],
    text,
    json: <T>() => JSON.parse(text) as T,
  }
}

export function startLambdaInstance({ node, wrapper, env, cwd }: LambdaInstanceOptions): Promise<LambdaInstance> {
  const child: ChildProcess = fork(CHILD, [wrapper], {
    execPath: node,
    execArgv: [],
    cwd,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  })
  let log = ""
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()))
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()))
  let exit: string | null = null
  const waiting = new Map<number, { resolve: (message: FromChild) => void; reject: (error: Error) => void }>()
  const died = () => new Error(`the Function instance (${path.basename(wrapper)}) died: ${exit}\n${log}`)
  const exited = new Promise<void>((resolve) =>
    child.once("exit", (code, signal) => {
      exit = signal ? `signal ${signal}` : `exit code ${code}`
      for (const { reject } of waiting.values()) reject(died())
      waiting.clear()
      resolve()
    }),
  )
  let nextId = 0
  let queue: Promise<unknown> = Promise.resolve()

  const request = (message: { type: "invoke"; event: LambdaEvent } | { type: "ping" }) =>
    new Promise<FromChild>((resolve, reject) => {
      if (exit) return reject(died())
      const id = ++nextId
      waiting.set(id, { resolve, reject })
      child.send({ ...message, id })
    })

  child.on("message", (message: FromChild) => {
    if (message.type === "ready") return
    const entry = waiting.get(message.id)
    waiting.delete(message.id)
    entry?.resolve(message)
  })

  return new Promise((resolve, reject) => {
    child.once("message", (message: FromChild) => {
      if (message.type !== "ready") return reject(new Error(`unexpected first message ${JSON.stringify(message)}`))
      resolve({
        version: message.version,
        pid: message.pid,
        invoke(event) {
          // One at a time, as Lambda gives an instance one event at a time.
          const run = queue.then(async () => {
            const answer = await request({ type: "invoke", event })
            if (answer.type !== "result") throw new Error(`unexpected answer ${JSON.stringify(answer)}`)
            if (answer.error !== undefined) throw new Error(`the handler rejected: ${answer.error}`)
            return response(answer.result ?? {})
          })
          queue = run.catch(() => undefined)
          return run
        },
        async assertAlive() {
          await queue
          await request({ type: "ping" })
        },
        output: () => log,
        async stop() {
          if (!exit) child.kill("SIGTERM")
          await exited
        },
      })
    })
    void exited.then(() => reject(died()))
  })
}
