export { axiomLogsHandler as default } from "../../api/log-ingest/handler"
