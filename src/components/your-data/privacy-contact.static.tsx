// Who answers privacy requests (privacy-contact.tsx) as a static part, under a your-data page's island.
import { staticPart } from "../../static-parts/static-part"
import { PrivacyContact } from "./privacy-contact"

export default staticPart("privacy-contact", PrivacyContact)
