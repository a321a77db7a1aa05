export { axiomWebVitalsHandler as default } from "../../api/log-ingest/handler"
