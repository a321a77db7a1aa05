export { default } from "../../../api/rights/session-handler"
