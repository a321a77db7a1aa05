/** @jsxImportSource @emotion/react */
import { useState, type ReactNode } from "react"
import { css } from "@emotion/react"
import { flushSync } from "react-dom"
import { mq, theme } from "../../../contracts/theme"
import { AlreadyRequestedView } from "./already-requested-view"
import { EarlyAccessForm } from "./early-access-form"
import { ErrorView } from "./error-view"
import { ResultView } from "./result-view"
import type { EarlyAccessAnswer, EarlyAccessTopic } from "../../../contracts/early-access"
import { waitMessage } from "../../../contracts/early-access-copy"
import { useFormWords } from "./use-form-words"
import { focusControl, useEarlyAccess } from "./use-early-access"

type Props = {
  /** This browser already sent a request (GET /api/visitor says so). */
  alreadyRequested: boolean
  onAccepted?: (answer: EarlyAccessAnswer) => void
  /** The request type the form starts on (a landing page's form section chooses it). */
  topic?: EarlyAccessTopic
  /** The path of the page the card is on (EarlyAccessForm's pagePath). */
  pagePath?: string | undefined
}

/** The early-access card: the form, or what replaces it (thanks, error, already requested). */
export function EarlyAccess({ alreadyRequested, onAccepted, topic, pagePath }: Props) {
  const { state, formRef, pending, submit, back, edit } = useEarlyAccess(onAccepted, topic)
  const { words, locale } = useFormWords()
  const [another, setAnother] = useState(false)
  const { phase } = state

  let view: ReactNode
  if (phase.name === "accepted") view = <ResultView answer={phase.answer} />
  else if (phase.name === "failed") view = <ErrorView onBack={back} />
  // Never swap the form away once the visitor has started on it (the visitor record may arrive late).
  else if (alreadyRequested && !another && !state.touched) {
    view = (
      <AlreadyRequestedView
        onAnother={() => {
          flushSync(() => setAnother(true))
          focusControl(formRef.current, "email")
        }}
      />
    )
  } else {
    view = (
      <EarlyAccessForm
        formRef={formRef}
        defaultValues={state.values}
        errors={state.errors}
        sending={phase.name === "sending"}
        pending={pending}
        notice={state.retryAfterSeconds === null ? null : waitMessage(words, state.retryAfterSeconds, locale)}
        onSubmit={(values) => void submit(values)}
        onEdit={edit}
        pagePath={pagePath}
      />
    )
  }
  return <div css={card}>{view}</div>
}

const card = css`
  padding: ${theme.space[5]};
  background: ${theme.colors.background};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
  ${mq.md} {
    padding: ${theme.space[6]};
  }
`
