import { useEffect, useState } from 'react'
import { loadedIcon, loadIcon } from './load-icon'
import styles from './inline-icon.module.css'

type InlineIconProps = {
  /** The file's name in public/icons without `.svg`, e.g. `oil-finder`. */
  name: string
  /** Sets the box's size (default 1em square); the icon fills it and takes the text colour. */
  className?: string
}

/**
 * An icon of public/icons fetched as SVG and drawn inline (spec 2 §7), so it takes the text colour of
 * its place and the theme. Decorative: the text beside it names the thing. Its box keeps its size while
 * the file loads and when it is missing (then only a warning is logged, spec 2 §8), so nothing shifts.
 */
export function InlineIcon({ name, className }: InlineIconProps) {
  const [svg, setSvg] = useState(() => loadedIcon(name))

  useEffect(() => {
    let current = true
    void loadIcon(name).then((markup) => {
      if (current) setSvg(markup)
    })
    return () => {
      current = false
    }
  }, [name])

  return (
    <span
      className={className ? `${styles.icon} ${className}` : styles.icon}
      data-icon={name}
      aria-hidden="true"
      // Sanitised in loadIcon (DOMPurify's SVG profile, no outside references).
      dangerouslySetInnerHTML={svg === undefined ? undefined : { __html: svg }}
    />
  )
}
