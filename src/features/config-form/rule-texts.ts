import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { ruleTexts, type RuleTexts } from '@/api/form-constraints'

/** The rules of a configured form worded in the page's language (`configForm.rules.*` of the common strings). */
export function useRuleTexts(): RuleTexts {
  const { t, i18n } = useTranslation()
  return useMemo(() => ruleTexts(i18n.language, (rule, values) => t(`configForm.rules.${rule}`, values)), [t, i18n.language])
}
