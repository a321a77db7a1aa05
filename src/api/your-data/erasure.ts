export { default } from "../../../api/rights/erasure-handler"
