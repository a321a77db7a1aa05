// Reading a Function's JSON answer without trusting it: the body may be HTML from a proxy, or nothing.
import type { ApiErrorBody } from "../../contracts/early-access"

export type Fetch = typeof fetch

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

export async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown
  } catch {
    return undefined
  }
}

/** The `{error:{code, fields}}` of an API error answer, checked. */
export function errorOf(body: unknown): { code?: ApiErrorBody["error"]["code"]; fields?: Record<string, unknown> } {
  const error: unknown = isRecord(body) ? body.error : undefined
  if (!isRecord(error)) return {}
  return {
    ...(typeof error.code === "string" ? { code: error.code } : {}),
    ...(isRecord(error.fields) ? { fields: error.fields } : {}),
  }
}
