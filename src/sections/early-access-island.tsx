// The early-access form as an island of a page built from sections, its request type chosen by the section. It reads
// the visitor (GET /api/visitor says whether this browser already asked) inside its own boundary, so the visitor's
// arrival renders the form again only when it changes it, and nothing else (as on /invite).
import type { EarlyAccessTopic as FormTopic } from "../../contracts/early-access"
import { EarlyAccess } from "../components/early-access/early-access"
import { HydrationBoundary } from "../components/hydration-boundary"
import { useEarlyAccessRequested } from "../state/use-early-access-requested"

type Props = { topic: FormTopic; pagePath: string }

function Form({ topic, pagePath }: Props) {
  const { alreadyRequested, markRequested } = useEarlyAccessRequested()
  return (
    <EarlyAccess topic={topic} pagePath={pagePath} alreadyRequested={alreadyRequested} onAccepted={markRequested} />
  )
}

export function EarlyAccessIsland({ topic, pagePath }: Props) {
  return (
    <HydrationBoundary>
      <Form topic={topic} pagePath={pagePath} />
    </HydrationBoundary>
  )
}
