import { useCallback, useState } from "react"
import {
  postRequestAction,
  type ActionOutcome,
  type RequestAction as Action,
} from "../../early-access/post-request-action"
import { EmailedLinkAction, type EmailedLinkStatus } from "../emailed-link-action"

export type RequestActionMessages = Record<
  "noToken" | "done" | "used" | "expired" | "invalid" | "rateLimited" | "failed" | "sending" | "noScript",
  string
>

type Props = {
  action: Action
  button: string
  messages: RequestActionMessages
  retryLink: { label: string; to: string }
  /** Injected by tests; the page uses postRequestAction. */
  post?: typeof postRequestAction
}

const MESSAGE_OF: Record<ActionOutcome, keyof RequestActionMessages> = {
  done: "done",
  used: "used",
  expired: "expired",
  invalid: "invalid",
  "rate-limited": "rateLimited",
  failed: "failed",
}
/** After these the button has nothing left to do. */
const FINAL: ReadonlySet<ActionOutcome> = new Set(["done", "used", "expired", "invalid"])
/** After these the visitor needs a new link: the form sends one. */
const RETRY: ReadonlySet<ActionOutcome> = new Set(["expired", "invalid"])

/** The button a confirmation email's link leads to: it POSTs the link's token and says what came of it. */
export function RequestAction({ action, button, messages, retryLink, post = postRequestAction }: Props) {
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null)

  const send = useCallback(async (token: string) => setOutcome((await post(action, token)).outcome), [action, post])
  const status = (token: string | null | undefined): EmailedLinkStatus => {
    const missing = token === null
    return {
      message: missing ? messages.noToken : outcome ? messages[MESSAGE_OF[outcome]] : "",
      tone: outcome === "done" ? "success" : missing || outcome ? "warning" : undefined,
      retry: missing || (outcome !== null && RETRY.has(outcome)) ? retryLink : undefined,
      finished: outcome !== null && FINAL.has(outcome),
    }
  }
  return (
    <EmailedLinkAction
      button={button}
      sending={messages.sending}
      noScript={messages.noScript}
      send={send}
      status={status}
    />
  )
}
