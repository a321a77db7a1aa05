export { deleteHandler as default } from "../../../api/early-access/token-handler"
