// The "Publish at" a content file carries (schema/content.ts `publishAt`): a page's front matter field, or
// a YAML file's top-level key. Read with js-yaml as the build reads both (an unquoted timestamp is a Date).
import yaml from "js-yaml"
import { publishAtOf } from "../../schema/publish-time"

export type FilePublishAt = { ok: true; at: Date | null } | { ok: false; error: string }

export function publishAtInFile(path: string, text: string): FilePublishAt {
  try {
    let source = text
    if (path.endsWith(".md")) {
      const front = /^---\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/.exec(text)
      if (!front) return { ok: true, at: null }
      source = front[1] ?? ""
    }
    const data: unknown = yaml.load(source)
    if (typeof data !== "object" || data === null || Array.isArray(data)) return { ok: true, at: null }
    return { ok: true, at: publishAtOf((data as Record<string, unknown>).publishAt) }
  } catch (error) {
    return { ok: false, error: `${path}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}` }
  }
}
