// Which type of change a page of the changelog is filtered by (its page context), shared by the list's static part and
// its <head>.
import type { ListContext } from "../templates/list-context"
import { CHANGE_TYPES } from "./vocabulary"

export type ChangelogListContext = ListContext & { allIds: string[]; facet: string; value: string }

export const typeOf = (context: ChangelogListContext) =>
  context.facet === "type" ? CHANGE_TYPES.find((type) => type.id === context.value) : undefined
