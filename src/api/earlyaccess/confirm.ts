export { confirmHandler as default } from "../../../api/early-access/token-handler"
