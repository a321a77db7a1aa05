export { default } from "../../api/visitor/handler"
