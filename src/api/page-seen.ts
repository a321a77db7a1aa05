export { pageViewHandler as default } from "../../api/page-views/handler"
