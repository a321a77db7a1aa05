// The visitor record that GET /api/visitor returns, checked at the boundary.
import { parseCurrency, type Currency } from "./preferences"

export type Visitor = { country: string | null; currency: Currency; earlyAccessRequested: boolean }

export function parseVisitor(body: unknown): Visitor | null {
  if (!body || typeof body !== "object") return null
  const country: unknown = Reflect.get(body, "country")
  const currency = parseCurrency(Reflect.get(body, "currency"))
  const earlyAccessRequested: unknown = Reflect.get(body, "earlyAccessRequested")
  if (!(country === null || typeof country === "string") || !currency || typeof earlyAccessRequested !== "boolean")
    return null
  return { country, currency, earlyAccessRequested }
}
