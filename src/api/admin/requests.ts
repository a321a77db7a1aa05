export { default } from "../../../api/admin/requests-handler"
