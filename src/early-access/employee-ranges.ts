// The company sizes the form offers and the ResultView names. The list itself is the server's (api/ validates
// against it); this is the one place in src/ that reads it, so moving it to contracts/ is a one-line change.
import { EMPLOYEE_RANGES } from "../../api/employee-ranges"

export { EMPLOYEE_RANGES }

/** "11–50 employees" for "11-50"; the value itself for one the list does not know; "" for none. */
export function employeeRangeLabel(value: string): string {
  return EMPLOYEE_RANGES.find((range) => range.value === value)?.label ?? value
}
