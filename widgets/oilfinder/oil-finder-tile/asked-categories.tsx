import { useTranslation } from 'react-i18next'
import { LoadFailed } from '@/src/ui/card-list/load-failed'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { fetchCategories, langOf, selectCategories } from '@/store/oilfinder'
import { useAsked } from '@/src/lib/use-asked'
import { CategoryLinks, CategoryPlaces } from './category-links'

/**
 * The categories the tile asks for itself (spec 1 §7 getCategories), where the CMS gave none: a chunk of its own, as it
 * brings the oil finder's requests and the calls' client. Asked once per language and kept in the store, so a finder
 * on the same page shows them without asking again; a failed call offers a retry.
 */
export default function AskedCategories({ finderUrl, expected }: { finderUrl: string; expected: number }) {
  const { t, i18n } = useTranslation('oilfinder')
  const dispatch = useAppDispatch()
  const lang = langOf(i18n.language)
  const answer = useAppSelector((state) => selectCategories(state, lang))
  useAsked(lang, answer.status === 'idle', () => dispatch(fetchCategories({ lang })))

  if (answer.status === 'failed') {
    return <LoadFailed text={t('oilFinder.failed.category')} busy={answer.asking} onRetry={() => void dispatch(fetchCategories({ lang }))} />
  }
  if (answer.data === null) return <CategoryPlaces count={expected} />
  // No category to offer: the button alone leads to the finder.
  return answer.data.length === 0 ? null : <CategoryLinks finderUrl={finderUrl} categories={answer.data} />
}
