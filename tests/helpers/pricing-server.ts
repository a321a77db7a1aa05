// Starts `tsx scripts/serve.ts` on a free port for one test file and stops it afterwards.
// Same call shape as the shared tests/helpers/server.ts being written on main, so it can replace this.
import { spawn, type ChildProcess } from "child_process"
import path from "path"

const root = path.resolve(__dirname, "..", "..")
const READY = /Serving the production build on (http:\/\/\S+)/

export type RunningServer = { url: string; stop: () => Promise<void> }

export function startServer(env: Record<string, string> = {}, timeoutMs = 30_000): Promise<RunningServer> {
  const child: ChildProcess = spawn(path.join(root, "node_modules", ".bin", "tsx"), ["scripts/serve.ts"], {
    cwd: root,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  })
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once("exit", () => resolve())
      child.kill("SIGTERM")
    })

  return new Promise((resolve, reject) => {
    let output = ""
    const timer = setTimeout(() => {
      void stop()
      reject(new Error(`The server did not start within ${timeoutMs} ms. Output:\n${output}`))
    }, timeoutMs)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = READY.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve({ url: match[1], stop })
      }
    }
    child.stdout?.on("data", onData)
    child.stderr?.on("data", onData)
    child.once("exit", (code) => {
      clearTimeout(timer)
      reject(new Error(`The server exited (code ${code}) before it was ready. Output:\n${output}`))
    })
  })
}
