/** @jsxImportSource @emotion/react */
import { FaqSection } from "../../components/faq-section"
import { defineView } from "../define-view"

export const faqView = defineView<"faq">({
  View: ({ section, index }) => <FaqSection section={section} index={index} />,
})
