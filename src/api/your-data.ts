export { default } from "../../api/rights/report-handler"
