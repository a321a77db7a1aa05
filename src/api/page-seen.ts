export { pageViewHandler as default } from "../../api/page-view-handler"
