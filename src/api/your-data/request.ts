export { default } from "../../../api/rights/request-handler"
