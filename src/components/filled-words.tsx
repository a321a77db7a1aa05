import { Fragment, type ReactNode } from "react"
import { wordsAround } from "../../contracts/early-access-copy"

/**
 * A writer's sentence with its {name} shown as an element: the visitor's address in bold, a required field's *.
 * The page the Function answers with fills the same sentences with wordsAround too (api/early-access/page.ts).
 */
export function FilledWords({ text, name, children }: { text: string; name: string; children: ReactNode }) {
  return (
    <>
      {wordsAround(text, name).map((words, i) => (
        <Fragment key={i}>
          {i > 0 && children}
          {words}
        </Fragment>
      ))}
    </>
  )
}
