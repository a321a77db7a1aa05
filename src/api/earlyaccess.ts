export { default } from "../../api/early-access/handler"
