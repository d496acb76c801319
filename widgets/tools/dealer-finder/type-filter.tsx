import { useTranslation } from 'react-i18next'
import { DEALER_TYPES, type DealerType } from '@/api/dealer-locations'
import { dealerGlyph } from './dealer-glyphs'
import styles from './dealer-finder.module.css'

/**
 * The dealer types to show (spec 1 §3): a checkbox each, with the shape its markers have on the map as the legend
 * (nothing by colour alone). At least one stays chosen: unchecking the last is refused by leaving it checked.
 */
export function TypeFilter({ chosen, onChange }: { chosen: readonly DealerType[]; onChange(types: DealerType[]): void }) {
  const { t } = useTranslation('tools')
  const toggle = (type: DealerType, on: boolean) => {
    const next = DEALER_TYPES.filter((known) => (known === type ? on : chosen.includes(known)))
    if (next.length > 0) onChange(next)
  }
  return (
    <fieldset className={styles.types}>
      <legend>{t('dealerFinder.types.legend')}</legend>
      {DEALER_TYPES.map((type) => (
        <label key={type} className={styles.type}>
          <input type="checkbox" checked={chosen.includes(type)} onChange={(event) => toggle(type, event.target.checked)} />
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
