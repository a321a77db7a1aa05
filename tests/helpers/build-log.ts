// The lines a Gatsby build reported as an error, in the format of either of its loggers: ink, a terminal's (what
// `npm run build` prints there: ` ERROR  UNKNOWN`, ` ERROR #85923  GRAPHQL`), and yurnalist, CI's (Gatsby picks it
// when CI is set: `error (node:1234) [DEP0040] DeprecationWarning: …`). A build that exits 0 must report none: a writer
// or engineer reading a green build would otherwise be told that something failed.
import { stripVTControlCharacters } from "node:util"

/** `output` is a build's stdout and stderr as printed (not with wrapped lines joined: an error starts a line). */
export function reportedErrors(output: string): string[] {
  return stripVTControlCharacters(output)
    .split(/\r?\n/)
    .filter((line) => /^\s*ERROR\b/.test(line) || /^error\b/.test(line))
}

/** The lines a build reported as a warning (`warn …`, in both loggers): a newcomer's build should print none. */
export function reportedWarnings(output: string): string[] {
  return stripVTControlCharacters(output)
    .split(/\r?\n/)
    .filter((line) => /^\s*warn\b/.test(line))
}
