import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { RuleTexts } from '@/api/form-constraints'

/** The rules of a configured form worded in the page's language (`configForm.rules.*` of the common strings). */
export function useRuleTexts(): RuleTexts {
  const { t } = useTranslation()
  return useCallback((rule, values) => t(`configForm.rules.${rule}`, values), [t])
}
