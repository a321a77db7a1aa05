/** @jsxImportSource @emotion/react */
import { CtaBand } from "../../../components/home/cta-band"
import { defineView } from "../define-view"

export const ctaView = defineView<"cta">({ View: ({ section }) => <CtaBand {...section} /> })
