/** @jsxImportSource @emotion/react */
import { Highlights } from "../../../components/home/highlights"
import { defineView } from "../define-view"
import { imageOf } from "../images"

export const mediaRowsView = defineView<"media-rows">({
  View: ({ section, data, refs }) => (
    <Highlights
      items={section.items.map((item, i) => ({ ...item, image: imageOf(data.rowImages.nodes, refs.images?.[i]) }))}
    />
  ),
})
