import { useEffect, useLayoutEffect, useRef, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { sendItemRefTextOnLeave } from '@/api/cart'
import type { CartEntry } from '@/api/cart-schemas'
import { setItemRefText } from '@/store/cart'
import { refTextSettled, refTextTyped, selectRefTextDraft } from '@/store/checkout-draft'
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks'
import { TextField } from '@/src/ui/text-field/text-field'
import { packOf } from '../parts/cart-lines/cart-line'
import styles from './cart-step.module.css'

/** SAP's item text length; the server refuses longer texts (spec 2 §3 entries' itemRefText). */
export const ITEM_REF_TEXT_MAX = 35

/** A typed reference text is saved after this pause, or at once when the field loses focus. */
export const REF_TEXT_SAVE_DELAY_MS = 800

/** spec 1 §5: an order reference text must not contain the hash character. */
export const hasHash = (text: string) => text.includes('#')

/** The id of a line's reference text field, for the error summary's links and for focusing the first refused one. */
export const refTextFieldId = (itemKey: string) => `b2b-ref-text-${itemKey}`

/** What a line's reference text field shows: the text and, if it cannot be saved, why. */
export function useRefTextProblem(entry: CartEntry): { text: string; problem: string | null } {
  const { t } = useTranslation('shopuser')
  const draft = useAppSelector((state) => selectRefTextDraft(state, entry.itemKey))
  const text = draft?.text ?? entry.itemRefText
  if (hasHash(text)) return { text, problem: t('b2bCheckout.hashRefused') }
  if (draft?.refusal != null) return { text, problem: draft.refusal === '' ? t('errors.unknown', { ns: 'common' }) : draft.refusal }
  return { text, problem: null }
}

/**
 * A cart line's reference text (spec 2 §3 itemRefText, spec 2 §7 Update item ref text). What is typed
 * lives in the store (store/checkout-draft.ts), so it survives the steps; it is saved after a pause and
 * when the field loses focus, and the text of a step left with a pause running is saved on the way out.
 * spec 1 §5: a '#' is refused at once, with the spec's text, and never sent; the server refuses it too,
 * and any refusal keeps the typed text and shows the server's message at the field.
 */
export function ItemRefText({ entry }: { entry: CartEntry }) {
  const { t } = useTranslation('shopuser')
  const dispatch = useAppDispatch()
  const store = useAppStore()
  const { text, problem } = useRefTextProblem(entry)
  const id = refTextFieldId(entry.itemKey)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  // Reads the store, not this render's values: a timer or the unmount may run after newer typing.
  // Leaving the page, the text goes with keepalive: the store's request would die with the page.
  const save = (leaving = false) => {
    if (timer.current !== null) clearTimeout(timer.current)
    timer.current = null
    const draft = selectRefTextDraft(store.getState(), entry.itemKey)
    if (draft === undefined || draft.refusal !== null || hasHash(draft.text)) return
    if (draft.text === entry.itemRefText) {
      dispatch(refTextSettled(entry.itemKey))
      return
    }
    if (leaving) sendItemRefTextOnLeave({ itemKey: entry.itemKey, text: draft.text })
    else void dispatch(setItemRefText({ itemKey: entry.itemKey, text: draft.text }))
  }
  const saveRef = useRef(save)
  useLayoutEffect(() => {
    saveRef.current = save
  })

  // Leaving the step while a pause runs: the text goes now, in the cart's turn; leaving the page: at once.
  useEffect(() => {
    const leavePage = () => {
      if (timer.current !== null) saveRef.current(true)
    }
    window.addEventListener('pagehide', leavePage)
    return () => {
      window.removeEventListener('pagehide', leavePage)
      if (timer.current !== null) saveRef.current()
    }
  }, [])

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value
    dispatch(refTextTyped({ itemKey: entry.itemKey, text: next }))
    if (timer.current !== null) clearTimeout(timer.current)
    timer.current = hasHash(next) ? null : setTimeout(() => saveRef.current(), REF_TEXT_SAVE_DELAY_MS)
  }

  return (
    <TextField id={id} className={styles.refText} label={t('b2bCheckout.refText')} error={problem ?? undefined}>
      {(control) => (
        <input
          {...control}
          value={text}
          maxLength={ITEM_REF_TEXT_MAX}
          autoComplete="off"
          onChange={change}
          onBlur={() => save()}
          // The visible label, then which line: every line has a field of this name.
          aria-label={t('b2bCheckout.refTextFor', { title: entry.title, pack: packOf(entry) })}
        />
      )}
    </TextField>
  )
}
