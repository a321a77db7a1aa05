// A service that received some of a request, in words (content/your-data.yaml's `processors`, in a language): for the
// page in its language (src/components/your-data/) and for the download in the default one (api/rights/data-report.ts),
// so the two cannot drift.
import type { YourDataWords } from "../schema/content"
import type { ProcessorFacts } from "./your-data"
import { countWords, fillWords } from "./early-access-copy"

type Words = YourDataWords["processors"]

export function processorInWords(
  facts: ProcessorFacts,
  words: Words,
  locale: string,
): { name: string; role: string; received: string } {
  const named = (name: string) => (facts.host ? `${name} (${facts.host})` : name)
  switch (facts.kind) {
    case "email": {
      const { email } = words
      const parts = [
        ...(facts.to_you ? [countWords(email.toYou, "count", facts.to_you, locale)] : []),
        ...(facts.to_staff ? [countWords(email.toStaff, "count", facts.to_staff, locale)] : []),
      ]
      const received =
        parts.length === 2
          ? fillWords(email.both, { toYou: parts[0]!, toStaff: parts[1]! })
          : fillWords(email.single, { part: parts[0] ?? "" })
      return { name: named(email.name), role: email.role, received }
    }
    case "chat":
      return {
        name: named(words.chat.name),
        role: words.chat.role,
        received: countWords(words.chat.received, "count", facts.notifications ?? 0, locale),
      }
    case "hosting":
      return {
        name: words.hosting.name,
        role: words.hosting.role,
        received: facts.keeps_logs ? `${words.hosting.received} ${words.hosting.logs}` : words.hosting.received,
      }
    default:
      return { ...words[facts.kind] }
  }
}
