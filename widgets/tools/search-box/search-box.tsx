import { useCallback, useDeferredValue, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { apiHooks } from '@/api/connect'
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@/api/search-limits'
import { capText } from '@/src/lib/cap'
import { sameOriginUrl } from '@/src/lib/safe-url'
import { useOutsidePointer } from '@/src/lib/use-outside-pointer'
import { IconButton } from '@/src/ui/button/button'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { menuClosed, menuOpened, selectActiveMenu } from '@/store/menus'
import { selectHasFeature, selectSession } from '@/store/session'
import { useLiveSearch } from '@/store/use-live-search'
import { ClearIcon, SearchIcon } from './icons'
import type { SearchBoxProps } from './search-box.widget'
import { contentDestination, EMPTY_LIST, submitDestination, suggestionListOf, type Destination, type DoneAnswer, type Suggestion } from './suggestion-options'
import { optionId, Suggestions } from './suggestions'
import styles from './search-box.module.css'

/**
 * The site search (spec 1 §2, §4, §5; spec 2 §2.4): a combobox with live suggestions. Hidden entirely
 * with the feature disableSearchField (spec 1 §6).
 */
export function SearchBox(props: SearchBoxProps) {
  const hidden = useAppSelector((state) => selectHasFeature(state, 'disableSearchField'))
  return hidden ? null : <SearchField {...props} />
}

// While a newer term is on its way, the answer of a term it extends (or shortens) still fits what was typed.
const related = (a: string, b: string) => {
  const [x, y] = [a.toLocaleLowerCase(), b.toLocaleLowerCase()]
  return x.startsWith(y) || y.startsWith(x)
}

/** Leaves for a destination on this site only (src/lib/safe-url.ts); `fallback` when it points elsewhere. */
function go(destination: Destination | null, fallback: string | null) {
  const target = destination ? sameOriginUrl(destination.url) : null
  if (destination && !target) console.warn(`Search: refused to leave the site for ${capText(destination.url, 100)}`)
  // spec 1 §5: a file opens in a new tab, without access to this page (spec 2 §5).
  if (target && destination?.newTab) window.open(target, '_blank', 'noopener,noreferrer')
  else if (target ?? fallback) apiHooks().navigate(target ?? fallback ?? '')
}

function SearchField({ placement }: SearchBoxProps) {
  const { t } = useTranslation('tools')
  const dispatch = useAppDispatch()
  const session = useAppSelector(selectSession)
  const activeMenu = useAppSelector(selectActiveMenu)
  // spec 1 §6: disableProductSearch leaves only pages (content).
  const withProducts = !session.features.includes('disableProductSearch')
  const live = useLiveSearch(withProducts)
  const searchPage = useMemo(() => sameOriginUrl(session.urls.searchDetailLink), [session.urls.searchDetailLink])
  const id = useId()
  const [listboxId, panelId, inputId] = [`${id}listbox`, `${id}panel`, `${id}input`]
  const rootRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)

  // The search page's term prefills the field (spec 1 §3 searchTerm), cut at the input's limit (spec 1 §5).
  const [value, setValue] = useState(() => session.searchTerm.slice(0, SEARCH_MAX_LENGTH))
  const [open, setOpen] = useState(false)
  const [panelOpen, setPanelOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [submitting, setSubmitting] = useState(false)
  const term = value.trim()

  // store/menus.ts: one chrome menu at a time (spec 2 §4); another opening closes the suggestions and the panel.
  const [seenMenu, setSeenMenu] = useState(activeMenu)
  if (activeMenu !== seenMenu) {
    setSeenMenu(activeMenu)
    if (activeMenu !== 'search') {
      setOpen(false)
      setPanelOpen(false)
    }
  }
  const ours = activeMenu === 'search'
  const panelShown = placement === 'header' && panelOpen && ours
  // spec 1 §4: the suggestions open at 3 or more characters and close when shorter.
  const wanted = open && ours && term.length >= SEARCH_MIN_LENGTH

  const { answer, busy } = live
  const shown = answer && (answer.term === term || (busy && related(answer.term, term))) ? answer : null
  // Typing never waits for the suggestions: the list follows a new answer at low priority, in a render
  // React interrupts for the next key; a keystroke itself renders the field alone (the list is memoised).
  const deferred = useDeferredValue(shown)
  const list = useMemo(() => (deferred?.status === 'done' ? suggestionListOf(deferred, searchPage !== null) : EMPTY_LIST), [deferred, searchPage])
  // A new answer starts without an active option.
  const [seenList, setSeenList] = useState(list)
  if (list !== seenList) {
    setSeenList(list)
    setActive(-1)
  }
  const listShown = wanted && list.flat.length > 0
  const activeOption = listShown ? list.flat[active] : undefined

  const countsOf = (done: DoneAnswer) => {
    const count = (key: 'productCount' | 'contentCount', n: number) => t(`searchBox.${key}.${n === 1 ? 'one' : 'other'}`, { n })
    const contents = count('contentCount', done.contents.total)
    return withProducts ? t('searchBox.found', { products: count('productCount', done.products.total), contents }) : t('searchBox.foundContents', { contents })
  }
  // What the panel says besides the options, and what the live region announces after each answer.
  const loading = t('searchBox.loading')
  let message = ''
  if (wanted && shown === null) message = busy ? loading : ''
  // An earlier term's answer stays in view while the new one comes; without options it would only mislead.
  else if (wanted && shown !== null && shown.term !== term) message = list.flat.length === 0 ? loading : ''
  // spec 1 §8: the server's messages where the suggestions would be; without any, that they could not be loaded.
  else if (wanted && shown?.status === 'failed') message = shown.messages.length > 0 ? shown.messages.join(' ') : t('searchBox.failed')
  else if (wanted && shown?.status === 'done' && shown.products.total + shown.contents.total === 0) message = t('searchBox.noResults', { term })
  const found = wanted && shown?.status === 'done' && shown.term === term && message === '' ? shown : null
  const announcement = found ? countsOf(found) : message || (wanted && busy ? loading : '')

  const searchUrl = (searched: string) => {
    if (!searchPage) return null
    const url = new URL(searchPage)
    url.searchParams.set('search', searched)
    return url.href
  }

  const claimMenu = () => {
    if (!ours) dispatch(menuOpened('search'))
  }
  const showSuggestions = () => {
    setOpen(true)
    claimMenu()
    // An answer for the term is needed now (a prefilled term, or the suggestions closed before it came).
    if (shown?.term !== term && !busy) void live.answersFor(term)
  }
  const hideSuggestions = () => {
    if (!open) return
    setOpen(false)
    setActive(-1)
    if (!panelShown) dispatch(menuClosed('search'))
  }
  const closeAll = useCallback(
    (returnFocus: boolean) => {
      setOpen(false)
      setPanelOpen(false)
      setActive(-1)
      dispatch(menuClosed('search'))
      if (returnFocus) toggleRef.current?.focus()
    },
    [dispatch, setOpen, setPanelOpen, setActive],
  )

  const choose = (suggestion: Suggestion) => {
    closeAll(false)
    if (suggestion.kind === 'all') go(null, searchUrl(term))
    else go(suggestion.kind === 'product' ? { url: suggestion.hit.url, newTab: false } : contentDestination(suggestion.hit), null)
  }
  // The listbox gets one handler for its whole life, so typing does not render it again (it is memoised).
  const chooseRef = useRef(choose)
  useLayoutEffect(() => {
    chooseRef.current = choose
  })
  const onChoose = useCallback((suggestion: Suggestion) => chooseRef.current(suggestion), [])

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault()
    // spec 1 §5: an empty term blocks submit.
    if (term === '' || submitting) return
    setSubmitting(true)
    // spec 1 §5: the decision needs the live answers for this very term; wait for them, or fetch them now.
    // Below 3 characters there is no live search: the search page it is.
    const current = term.length >= SEARCH_MIN_LENGTH ? await live.answersFor(term) : null
    setSubmitting(false)
    closeAll(false)
    go(submitDestination(current), searchUrl(term))
  }

  const togglePanel = () => {
    if (panelShown) {
      closeAll(false)
      return
    }
    setPanelOpen(true)
    claimMenu()
  }

  const clear = () => {
    setValue('')
    live.cancel()
    hideSuggestions()
    inputRef.current?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = list.flat.length
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (term.length < SEARCH_MIN_LENGTH) return
        event.preventDefault()
        const down = event.key === 'ArrowDown'
        if (!wanted) {
          showSuggestions()
          if (count > 0) setActive(down ? 0 : count - 1)
        } else if (count > 0) {
          // Through the options of both groups and «all results», wrapping at either end.
          setActive((current) => (down ? (current + 1) % count : current <= 0 ? count - 1 : current - 1))
        }
        return
      }
      case 'Enter':
        // Enter opens the active option; without one, the form submits.
        if (activeOption) {
          event.preventDefault()
          choose(activeOption)
        }
        return
      case 'Escape':
        // APG combobox: Escape closes the suggestions and keeps the text; a second Escape clears it. In the
        // phone's panel the second Escape closes the panel and returns to its button instead.
        if (wanted) hideSuggestions()
        else if (panelShown) closeAll(true)
        else if (value !== '') clear()
        else return
        event.preventDefault()
        return
      case 'Tab':
        hideSuggestions()
        return
      default:
    }
  }

  // A click (or tap) outside closes the suggestions and the panel (spec 1 §4).
  const anyOpen = wanted || panelShown
  useOutsidePointer(anyOpen, [rootRef], () => closeAll(false))

  // So does focus leaving the search box (Tab past its last button); never a keyboard trap.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget
    if (next instanceof Node && !event.currentTarget.contains(next) && anyOpen) closeAll(false)
  }

  // The active option scrolls into view in the scrolling suggestions (jsdom has no scrollIntoView).
  const activeId = activeOption ? optionId(listboxId, active) : undefined
  useEffect(() => {
    const option = activeId ? document.getElementById(activeId) : null
    // oxlint-disable-next-line typescript/no-unnecessary-condition
    option?.scrollIntoView?.({ block: 'nearest' })
  }, [activeId])

  // The panel opens to type in: focus goes to its field.
  useEffect(() => {
    if (panelShown) inputRef.current?.focus()
  }, [panelShown])

  // Progressive enhancement: before the island mounts, the CMS's fallback is a plain GET form. What was typed
  // there, and where the focus was, carry over (the fallback goes once this island has mounted).
  useLayoutEffect(() => {
    const fallback = rootRef.current?.parentElement?.querySelector(':scope > [data-fallback]')
    if (!fallback) return
    const input = fallback.querySelector('input')
    const focused = document.activeElement
    const typed = input?.value.slice(0, SEARCH_MAX_LENGTH) ?? ''
    if (typed.trim() !== '' && typed !== value) {
      // Runs once, before the first paint: the field shows what the visitor typed without a flash.
      setValue(typed)
      live.schedule(typed.trim())
    }
    if (focused && input === focused) {
      inputRef.current?.focus()
      if (typed.trim().length >= SEARCH_MIN_LENGTH) {
        setOpen(true)
        dispatch(menuOpened('search'))
      }
    } else if (focused && fallback.contains(focused)) {
      // The phone's link to the search page becomes the button that opens the panel.
      ;(placement === 'header' && focused.tagName === 'A' ? toggleRef : inputRef).current?.focus()
    }
    // Only the markup the island replaces, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <div ref={rootRef} className={styles.root} data-placement={placement} onBlur={onBlur}>
      {placement === 'header' ? (
        <IconButton ref={toggleRef} className={styles.toggle} label={t('searchBox.toggle')} aria-expanded={panelShown} aria-controls={panelId} onClick={togglePanel}>
          <SearchIcon />
        </IconButton>
      ) : null}
      <div id={panelId} className={styles.panel} data-open={panelShown || undefined}>
        {/* The header's box is the site's search landmark; a second one in the content would repeat it (axe landmark-unique). */}
        <form role={placement === 'header' ? 'search' : undefined} aria-label={placement === 'header' ? t('searchBox.landmark') : undefined} className={styles.form} action={searchPage ?? undefined} method="get" onSubmit={(event) => void submit(event)}>
          <div className={styles.field}>
            <label htmlFor={inputId} className="visually-hidden">
              {t('searchBox.label')}
            </label>
            <input
              ref={inputRef}
              id={inputId}
              name="search"
              type="text"
              inputMode="search"
              enterKeyHint="search"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={listShown}
              aria-controls={listboxId}
              aria-activedescendant={activeId}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              // spec 1 §5: at most 100 characters, typed or pasted (the browser cuts a paste at maxLength).
              maxLength={SEARCH_MAX_LENGTH}
              placeholder={t('searchBox.placeholder')}
              value={value}
              onChange={(event) => {
                const next = event.target.value.slice(0, SEARCH_MAX_LENGTH)
                const nextTerm = next.trim()
                setValue(next)
                live.schedule(nextTerm)
                if (nextTerm.length >= SEARCH_MIN_LENGTH) {
                  setOpen(true)
                  claimMenu()
                } else hideSuggestions()
              }}
              onKeyDown={onKeyDown}
              onFocus={() => void live.prepare()}
              onClick={() => {
                if (!wanted && term.length >= SEARCH_MIN_LENGTH) showSuggestions()
              }}
            />
            {value === '' ? null : (
              <IconButton className={styles.clear} label={t('searchBox.clear')} onClick={clear}>
                <ClearIcon />
              </IconButton>
            )}
          </div>
          <IconButton type="submit" variant="primary" className={styles.submit} label={t('searchBox.submit')} busy={submitting} disabled={term === ''}>
            <SearchIcon />
          </IconButton>
        </form>
        <div className={styles.popup} hidden={!wanted || (!listShown && message === '')}>
          {message === '' ? null : <p className={styles.message}>{message}</p>}
          <Suggestions id={listboxId} list={list} active={listShown ? active : -1} term={deferred?.term ?? ''} showProducts={withProducts} hidden={!listShown} onChoose={onChoose} />
        </div>
      </div>
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
    </div>
  )
}
