import type { NewEarlyAccessRequest } from "../../../api/store/store"
import { NO_SOURCE } from "../../../api/early-access/source"

let sequence = 0

/** A distinct, valid request to store (email person<N>@example.com unless overridden). */
export function newRequest(overrides: Partial<NewEarlyAccessRequest> = {}): NewEarlyAccessRequest {
  sequence++
  return {
    email: `person${sequence}@example.com`,
    name: `Person ${sequence}`,
    company: "Acme Ltd",
    emp_count: "11-50",
    topic: "early_access",
    message: "",
    country: "IN",
    user_agent: "jest",
    created_at: "2026-11-23T09:00:00.000Z",
    ...NO_SOURCE,
    ...overrides,
  }
}
