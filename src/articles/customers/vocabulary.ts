// The words a customer story is filed under: its industry and its size (the early-access form's employee ranges,
// contracts/employee-ranges.ts), each with the address of its list page (/customers/industry/retail,
// /customers/size/51-200). Plain data: the story schema (build and editor) and the pages read it alike.
import { EMPLOYEE_RANGES, type EmployeeRange } from "../../../contracts/employee-ranges"

export const INDUSTRIES = [
  {
    id: "retail",
    name: "Retail",
    description:
      "Stores, supermarkets and chains that staff to footfall: weekend peaks, seasonal hiring and many part-time people on one rota.",
  },
  {
    id: "hospitality",
    name: "Hospitality",
    description:
      "Restaurants, hotels and cafés where covers decide the shifts, split shifts are common and the rota changes by the day.",
  },
  {
    id: "healthcare",
    name: "Healthcare",
    description:
      "Clinics, hospitals and care homes that must keep safe staffing ratios around the clock, with licensed roles on every shift.",
  },
  {
    id: "logistics",
    name: "Logistics and warehousing",
    description:
      "Warehouses, fulfilment centres and delivery hubs running two or three shifts a day, where overtime and attendance drive cost.",
  },
  {
    id: "manufacturing",
    name: "Manufacturing",
    description:
      "Plants and production lines on rotating shift patterns, with skills to cover at every station and strict rest rules.",
  },
  {
    id: "facility-services",
    name: "Facility services",
    description:
      "Security, cleaning and maintenance teams spread across many client sites, clocking in where the work happens.",
  },
] as const

export type IndustryId = (typeof INDUSTRIES)[number]["id"]
export const INDUSTRY_IDS = INDUSTRIES.map((industry) => industry.id) as [IndustryId, ...IndustryId[]]

export function industryName(id: string): string {
  return INDUSTRIES.find((industry) => industry.id === id)?.name ?? id
}

/** A size's part of an address: "51-200", and "5000+" as "5000-plus" ("+" means a space in a query). */
export const sizeSlug = (size: string) => size.replace(/\+$/, "-plus")

/** "51–200 employees" */
export function sizeLabel(size: string): string {
  return EMPLOYEE_RANGES.find((range) => range.value === size)?.label ?? size
}

/** The sizes in the form's order, each with its address part, label and the lead of its page. */
export const SIZES: ReadonlyArray<{ id: string; value: EmployeeRange; name: string; description: string }> =
  EMPLOYEE_RANGES.map((range) => ({
    id: sizeSlug(range.value),
    value: range.value,
    name: range.label,
    description: `Customer stories from companies of ${range.label.replace(/^More/, "more")}: how they plan shifts, track attendance and pay people right.`,
  }))
