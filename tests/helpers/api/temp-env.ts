import { mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"

/** Sets environment variables (undefined deletes) and returns a function restoring the previous values. */
export function setEnv(vars: Readonly<Record<string, string | undefined>>): () => void {
  const previous = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]))
  const apply = (values: Readonly<Record<string, string | undefined>>): void => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
  apply(vars)
  return () => apply(previous)
}

/** A fresh temporary directory and a function removing it. */
export function tempDir(prefix = "early-access-"): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/**
 * The Functions' environment for a local run under `dir`: the SQLite store, `.eml` files instead of SMTP, no staff
 * email or webhook; `vars` adds or overrides. Returns a function restoring the previous values.
 */
export function setLocalDeliveryEnv(dir: string, vars: Readonly<Record<string, string | undefined>> = {}): () => void {
  return setEnv({
    DATABASE_URL: undefined,
    SQLITE_PATH: `${dir}/ea.sqlite`,
    MAIL_DIR: `${dir}/mail`,
    SMTP_URL: undefined,
    NOTIFY_EMAIL: undefined,
    NOTIFY_WEBHOOK_URL: undefined,
    ...vars,
  })
}
