// The early-access form's state machine: editing → sending → accepted | failed | editing (with the
// server's field messages or a wait), and back from failed to editing with what was typed.
//
// A submit paints its "sending" state first: in the submit event only the button changes (a flag the button alone
// reads, PendingFlag), and the reducer's "send", which re-renders the whole form, follows as a transition once that
// frame is painted; so does the request (issue 46). Submitting the form cost 128 ms from input to next paint at 4×
// CPU when the whole form re-rendered in the event (docs/performance.md).
import { startTransition, useCallback, useEffect, useReducer, useRef, useState } from "react"
import { flushSync } from "react-dom"
import type { EarlyAccessAnswer, EarlyAccessTopic } from "../../../contracts/early-access"
import {
  EMPTY_VALUES,
  FIELD_NAMES,
  submitEarlyAccess,
  type EarlyAccessValues,
  type FieldErrors,
  type FieldName,
  type SubmitOutcome,
} from "../../early-access/submit-early-access"
import { requestSource } from "../../early-access/request-source"
import { log } from "../../telemetry/log"
import { trackEarlyAccessRequest } from "../../telemetry/track-early-access"
import { afterNextPaint } from "../../after-next-paint"

export type Phase =
  { name: "editing" } | { name: "sending" } | { name: "accepted"; answer: EarlyAccessAnswer } | { name: "failed" }

export type EarlyAccessState = {
  phase: Phase
  /** What was last sent: the form shows it again when it comes back after a failure. */
  values: EarlyAccessValues
  errors: FieldErrors
  retryAfterSeconds: number | null
  /** The visitor has typed or sent something (so the form must not be swapped for another view). */
  touched: boolean
}

export type EarlyAccessAction =
  | { type: "send"; values: EarlyAccessValues }
  | { type: "settle"; outcome: SubmitOutcome }
  | { type: "back" }
  | { type: "edit"; field: FieldName }

export const initialEarlyAccessState: EarlyAccessState = {
  phase: { name: "editing" },
  values: EMPTY_VALUES,
  errors: {},
  retryAfterSeconds: null,
  touched: false,
}

function settle(state: EarlyAccessState, outcome: SubmitOutcome): EarlyAccessState {
  switch (outcome.kind) {
    case "accepted":
      return { ...state, phase: { name: "accepted", answer: outcome.answer }, errors: {} }
    case "invalid":
      return { ...state, phase: { name: "editing" }, errors: outcome.fields }
    case "rate-limited":
      // The server did not look at the fields, so their earlier messages stand.
      return { ...state, phase: { name: "editing" }, retryAfterSeconds: outcome.retryAfterSeconds }
    case "failed":
      return { ...state, phase: { name: "failed" } }
  }
}

export function earlyAccessReducer(state: EarlyAccessState, action: EarlyAccessAction): EarlyAccessState {
  switch (action.type) {
    case "send":
      return { ...state, phase: { name: "sending" }, values: action.values, retryAfterSeconds: null, touched: true }
    case "settle":
      return settle(state, action.outcome)
    case "back":
      return { ...state, phase: { name: "editing" } }
    case "edit": {
      // Same state when nothing changes, so typing does not re-render the form on every key.
      if (state.touched && !state.errors[action.field]) return state
      const { [action.field]: _fixed, ...errors } = state.errors
      return { ...state, errors, touched: true }
    }
  }
}

/** Whether a request is in flight, as the submit button reads it (useSyncExternalStore): it changes nothing else. */
export type PendingFlag = {
  get: () => boolean
  set: (value: boolean) => void
  subscribe: (listener: () => void) => () => void
}

export function createPendingFlag(): PendingFlag {
  let value = false
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    set(next) {
      if (next === value) return
      value = next
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export function focusControl(form: HTMLFormElement | null, name: FieldName | "submit"): void {
  const found = name === "submit" ? form?.querySelector('button[type="submit"]') : form?.elements.namedItem(name)
  // A radio group is a RadioNodeList: focus the chosen option, as Tab would.
  const target =
    found instanceof RadioNodeList
      ? ([...found].find((radio) => radio instanceof HTMLInputElement && radio.checked) ?? found[0])
      : found
  if (target instanceof HTMLElement) target.focus()
}

export function useEarlyAccess(onAccepted?: (answer: EarlyAccessAnswer) => void, topic?: EarlyAccessTopic) {
  // A landing page's form starts on its section's request type (src/sections/early-access-island.tsx).
  const [state, dispatch] = useReducer(earlyAccessReducer, initialEarlyAccessState, (initial) =>
    topic ? { ...initial, values: { ...initial.values, topic } } : initial,
  )
  const formRef = useRef<HTMLFormElement>(null)
  const [pending] = useState(createPendingFlag)
  // The request in flight: a second submit while it runs is ignored, and leaving the page drops its answer.
  const inFlight = useRef<AbortController | null>(null)
  useEffect(() => () => inFlight.current?.abort(), [])

  const submit = useCallback(
    async (values: EarlyAccessValues) => {
      if (inFlight.current) return
      const request = new AbortController()
      inFlight.current = request
      // The button, at once (it alone reads the flag); the rest of the form once that frame is painted.
      pending.set(true)
      let sent = false
      const send = () => {
        if (sent) return
        sent = true
        dispatch({ type: "send", values })
      }
      // Everything else once that frame is painted: the rest of the form, as a transition, and the request itself
      // (its body, its source, the fetch's own start), none of which the visitor sees before the button changes.
      // A tab hidden before that frame paints none: afterNextPaint then runs it on a timer instead.
      await new Promise<void>((resolve) => afterNextPaint(resolve))
      if (request.signal.aborted) {
        inFlight.current = null
        return
      }
      startTransition(send)
      const outcome = await submitEarlyAccess(values, {
        signal: request.signal,
        source: requestSource(),
        language: document.documentElement.lang,
      })
      inFlight.current = null
      if (request.signal.aborted) return
      // Synchronously, so focus can move to what the answer rendered; "send" first if the answer came before it.
      flushSync(() => {
        send()
        pending.set(false)
        dispatch({ type: "settle", outcome })
      })
      switch (outcome.kind) {
        case "accepted":
          trackEarlyAccessRequest(outcome.answer)
          onAccepted?.(outcome.answer)
          break
        case "invalid":
          focusControl(formRef.current, FIELD_NAMES.find((field) => outcome.fields[field]) ?? "submit")
          break
        case "rate-limited":
          focusControl(formRef.current, "submit")
          break
        case "failed":
          log.error("early_access_failed", { reason: outcome.reason })
          break
      }
    },
    [onAccepted, pending],
  )

  const back = useCallback(() => {
    flushSync(() => dispatch({ type: "back" }))
    focusControl(formRef.current, "submit")
  }, [])

  const edit = useCallback((field: FieldName) => dispatch({ type: "edit", field }), [])

  return { state, formRef, pending, submit, back, edit }
}
