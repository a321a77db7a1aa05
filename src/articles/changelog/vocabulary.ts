// The words a changelog entry is filed under: its type (each with a list page and feeds, /changelog/security) and
// the product area it changes. Plain data: the entry schema (build and editor), the pages and /changelog.json read
// it alike.

export const CHANGE_TYPES = [
  {
    id: "new",
    name: "New",
    description: "Features and capabilities added to Shiftwise, from scheduling and attendance to payroll exports.",
  },
  {
    id: "improved",
    name: "Improved",
    description: "Changes that make existing parts of Shiftwise faster, clearer or able to do more than before.",
  },
  {
    id: "fixed",
    name: "Fixed",
    description: "Bugs we have fixed: what went wrong, who it affected and what it does now instead.",
  },
  {
    id: "security",
    name: "Security",
    description: "Security updates: new protections for accounts and data, and fixes to anything that weakened them.",
  },
  {
    id: "deprecated",
    name: "Deprecated",
    description: "Features and interfaces we are retiring, with the date they stop working and what to use instead.",
  },
] as const

export type ChangeType = (typeof CHANGE_TYPES)[number]["id"]
export const CHANGE_TYPE_IDS = CHANGE_TYPES.map((type) => type.id) as [ChangeType, ...ChangeType[]]

export function changeTypeName(id: string): string {
  return CHANGE_TYPES.find((type) => type.id === id)?.name ?? id
}

/** The parts of the product an entry can change (its "area" badge). */
export const PRODUCT_AREAS = [
  "Scheduling",
  "Shift swaps and open shifts",
  "Time and attendance",
  "Leave",
  "Timesheets and payroll",
  "Compliance",
  "Mobile app",
  "Integrations and API",
  "Administration and security",
] as const
export type ProductArea = (typeof PRODUCT_AREAS)[number]
