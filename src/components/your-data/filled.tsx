import { Fragment, type ReactNode } from "react"

/**
 * A text of content/your-data.yaml with its {placeholders} filled by elements: "Queued {time}." with a <time> in the
 * place the language puts it. A placeholder it is not given stays as written.
 */
export function Filled({ text, parts }: { text: string; parts: Readonly<Record<string, ReactNode>> }) {
  // split() with a group: the names sit at the odd places, the text between them at the even ones.
  const pieces = text.split(/\{([^}]+)\}/g)
  return (
    <>
      {pieces.map((piece, index) =>
        index % 2 === 0 ? (
          piece
        ) : (
          <Fragment key={index}>
            {Object.prototype.hasOwnProperty.call(parts, piece) ? parts[piece] : `{${piece}}`}
          </Fragment>
        ),
      )}
    </>
  )
}
