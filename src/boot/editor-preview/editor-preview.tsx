import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './editor-preview.module.css'

export type EditorPreviewProps = {
  /** The marker as a selector, e.g. [data-component="tools"][data-widget="rich-text"]. */
  marker: string
  /** Each problem on a line, props problems by path: `props.width: expected "default" | "66", got "70"`. */
  problems: string[]
  /** The props as the marker carries them. */
  props?: Record<string, unknown>
  /** The widget's named examples, when its declaration is known. */
  examples?: Record<string, unknown>
}

// Long props (a whole page of rich text) are cut so the box stays readable.
const MAX_JSON = 2000
const json = (value: unknown) => {
  const text = JSON.stringify(value, null, 2)
  return text.length > MAX_JSON ? `${text.slice(0, MAX_JSON)}\n…` : text
}

/**
 * What a CMS editor sees in place of a broken block (page data `editor: true`): which marker, every
 * problem by path, the props it got and props that would work. Shoppers never get this code.
 */
export function EditorPreview({ marker, problems, props, examples }: EditorPreviewProps) {
  const { t } = useTranslation('editor')
  const heading = useId()
  return (
    <aside className={styles.preview} aria-labelledby={heading}>
      <p id={heading} className={styles.heading}>
        {t('preview.heading')} <code>{marker}</code>
      </p>
      <p className={styles.hidden}>{t('preview.hidden')}</p>
      <p className={styles.label}>{t('preview.problems')}</p>
      <ul className={styles.problems}>
        {problems.map((problem) => (
          <li key={problem}>
            <code>{problem}</code>
          </li>
        ))}
      </ul>
      {props ? (
        <details>
          <summary>{t('preview.given')}</summary>
          <pre className={styles.json}>{json(props)}</pre>
        </details>
      ) : null}
      {examples
        ? Object.entries(examples).map(([name, example]) => (
            <details key={name} open>
              <summary>
                {t('preview.examples')}: <code>{name}</code>
              </summary>
              <pre className={styles.json}>{json(example)}</pre>
            </details>
          ))
        : null}
    </aside>
  )
}
