// Each kind's description: its list page's meta description and its feeds' description, 120 to 160 characters. Apart
// from kinds.ts because every article page's chunk reads kinds.ts (its paths) and none of them shows these sentences:
// only the list pages, their static parts and the feeds import this module.
import type { ArticleKindId } from "./kinds"

const DESCRIPTIONS: Record<ArticleKindId, string> = {
  blog: "Guides for shift managers, labour-law explainers and product news from Shiftwise: scheduling, attendance and timesheets for teams that work in shifts.",
  customers:
    "How retail, hospitality, healthcare and logistics teams plan shifts, track attendance and pay people right with Shiftwise, in their own words and numbers.",
  changelog:
    "Every change to Shiftwise as it ships: new features, improvements, fixes, security updates and deprecations, with the plans each one applies to.",
}

export const kindDescription = (kind: { id: ArticleKindId }): string => DESCRIPTIONS[kind.id]
