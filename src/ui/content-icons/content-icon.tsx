import { contentIconHtml, type ContentIconName, type IconColor } from './content-icons'
import './content-icons.css'

/** An icon block's symbol on its disc (content-icons.ts contentIconPartHtml writes the same for the CMS). */
export const ContentIcon = ({ name, color }: { name: ContentIconName; color: IconColor }) => (
  // A constant of this module, never data: safe to write as HTML.
  <span data-part="icon" data-icon-color={color} dangerouslySetInnerHTML={{ __html: contentIconHtml(name) }} />
)
