// A content YAML file loaded as a test fixture, and edits addressed by the dotted paths the build's errors use
// ("plans.1.prices.INR.yearly"), so a test reads like the message it expects.
import fs from "fs"
import yaml from "js-yaml"

type Container = Record<string, unknown>

export function loadYamlFixture(file: string): Container {
  return yaml.load(fs.readFileSync(file, "utf8")) as Container
}

function parentOf(data: Container, fieldPath: string): [Container, string] {
  const keys = fieldPath.split(".")
  const last = keys.pop()!
  let node: unknown = data
  for (const key of keys) {
    if (typeof node !== "object" || node === null) throw new Error(`fixture has no "${fieldPath}"`)
    node = (node as Container)[key]
  }
  if (typeof node !== "object" || node === null) throw new Error(`fixture has no "${fieldPath}"`)
  return [node as Container, last]
}

export function setAt(data: Container, fieldPath: string, value: unknown): void {
  const [parent, key] = parentOf(data, fieldPath)
  parent[key] = value
}

export function deleteAt(data: Container, fieldPath: string): void {
  const [parent, key] = parentOf(data, fieldPath)
  if (!(key in parent)) throw new Error(`fixture has no "${fieldPath}" to delete`)
  delete parent[key]
}
