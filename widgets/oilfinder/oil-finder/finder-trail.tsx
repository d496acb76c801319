import { useTranslation } from 'react-i18next'
import { LEVELS, pathBefore, type FinderPath, type Level } from './finder-address'
import styles from './oil-finder.module.css'

type TrailProps = {
  path: FinderPath
  /** The chosen item's name per level, once its list has come (a reload on a later step asks the lists again). */
  names: Partial<Record<Level, string>>
  onGo(path: FinderPath): void
}

/**
 * The steps chosen so far, in order (spec 1 §2 oil finder steps): each a button that goes back to its step to choose
 * again, with what was chosen there. A name still on its way is a grey box of a word's width.
 */
export function FinderTrail({ path, names, onGo }: TrailProps) {
  const { t } = useTranslation('oilfinder')
  const chosen = LEVELS.filter((level) => path[level] !== undefined)
  if (chosen.length === 0) return null
  return (
    <div role="group" className={styles.trail} aria-label={t('oilFinder.trail.label')}>
      <ol>
        {chosen.map((level) => (
          <li key={level}>
            <button type="button" className={styles.trailButton} onClick={() => onGo(pathBefore(path, level))}>
              <span className={styles.trailLevel}>{t(`oilFinder.trail.${level}`)}</span>{' '}
              {names[level] === undefined ? <span className={styles.trailPending} aria-hidden="true" /> : <span className={styles.trailName}>{names[level]}</span>}
{' '}
              <span className="visually-hidden">{t('oilFinder.trail.change')}</span>
            </button>
          </li>
        ))}
      </ol>
    </div>
  )
}
