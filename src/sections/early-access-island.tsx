// The early-access form as an island of a page built from sections, its request type chosen by the section. It reads
// the visitor (GET /api/visitor says whether this browser already asked) inside its own boundary, so the visitor's
// arrival renders the form again and nothing else (as on /invite).
import type { EarlyAccessTopic as FormTopic } from "../../contracts/early-access"
import { EarlyAccess } from "../components/early-access/early-access"
import { HydrationBoundary } from "../components/hydration-boundary"
import { useRequestVisitor, useSiteState } from "../state/site-state-provider"

type Props = { topic: FormTopic; pagePath: string }

function Form({ topic, pagePath }: Props) {
  const { visitor, setVisitor } = useSiteState()
  useRequestVisitor()
  return (
    <EarlyAccess
      topic={topic}
      pagePath={pagePath}
      alreadyRequested={visitor?.earlyAccessRequested === true}
      onAccepted={() => visitor && setVisitor({ ...visitor, earlyAccessRequested: true })}
    />
  )
}

export function EarlyAccessIsland({ topic, pagePath }: Props) {
  return (
    <HydrationBoundary>
      <Form topic={topic} pagePath={pagePath} />
    </HydrationBoundary>
  )
}
