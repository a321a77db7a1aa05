// The company sizes as the your-data page names them (the form's own words are content/form.yaml's). The list is the
// contract's (contracts/employee-ranges.ts), which the server validates against.
import { EMPLOYEE_RANGES } from "../../contracts/employee-ranges"

export { EMPLOYEE_RANGES }

/** "11–50 employees" for "11-50"; the value itself for one the list does not know; "" for none. */
export function employeeRangeLabel(value: string): string {
  return EMPLOYEE_RANGES.find((range) => range.value === value)?.label ?? value
}
