// Company sizes the early-access form offers. Dependency-free on purpose: the browser form imports it too,
// so the options it renders and the values the server accepts cannot drift apart.
export const EMPLOYEE_RANGES = [
  { value: "1-10", label: "1–10 employees" },
  { value: "11-50", label: "11–50 employees" },
  { value: "51-200", label: "51–200 employees" },
  { value: "201-1000", label: "201–1,000 employees" },
  { value: "1001-5000", label: "1,001–5,000 employees" },
  { value: "5000+", label: "More than 5,000 employees" },
] as const

export type EmployeeRange = (typeof EMPLOYEE_RANGES)[number]["value"]

export const EMPLOYEE_RANGE_VALUES = EMPLOYEE_RANGES.map((range) => range.value) as [EmployeeRange, ...EmployeeRange[]]
