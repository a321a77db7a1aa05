export { default } from "../../../api/rights/correction-handler"
