import { useTranslation } from 'react-i18next'
import { DEALER_TYPES, type DealerType } from '@/api/dealer-locations'
import { dealerGlyph } from './dealer-glyphs'
import styles from './dealer-finder.module.css'

/**
 * The dealer types to show (spec 1 §3): a checkbox each, with the shape its markers have on the map as the legend
 * (nothing by colour alone). The finder keeps at least one chosen.
 */
export function TypeFilter({ chosen, onToggle }: { chosen: readonly DealerType[]; onToggle(type: DealerType, on: boolean): void }) {
  const { t } = useTranslation('tools')
  return (
    <fieldset className={styles.types}>
      <legend>{t('dealerFinder.types.legend')}</legend>
      {DEALER_TYPES.map((type) => (
        <label key={type} className={styles.type}>
          <input type="checkbox" checked={chosen.includes(type)} onChange={(event) => onToggle(type, event.target.checked)} />
          {type === 'ZBM018' ? (
            <span className={styles.glyph} aria-hidden="true" data-type={type} />
          ) : (
            // A constant of this module, never data.
            <span className={styles.glyph} dangerouslySetInnerHTML={{ __html: dealerGlyph(type) }} />
          )}
          {t(`dealerFinder.types.${type}`)}
        </label>
      ))}
    </fieldset>
  )
}
