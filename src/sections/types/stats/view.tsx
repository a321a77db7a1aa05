/** @jsxImportSource @emotion/react */
import { Stats } from "../../../components/home/stats"
import { defineView } from "../define-view"

export const statsView = defineView<"stats">({ View: ({ section }) => <Stats stats={section.items} /> })
