import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { NotificationEntry } from '@/api/notification-centre'
import { formatSwissDateTime } from '@/src/lib/swiss-time'
import { Button } from '@/src/ui/button/button'
import { LoadFailed } from '@/src/ui/card-list/load-failed'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { Skeleton } from '@/src/ui/skeleton/skeleton'
import { SignInPrompt } from '@/src/features/sign-in-prompt/sign-in-prompt'
import { selectUser } from '@/store/account'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import {
  loadNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  selectIsMarkingAll,
  selectNotificationEntries,
  selectNotificationsStatus,
  selectShownUnread,
} from '@/store/notification-centre'
import type { NotificationCentreProps } from './notification-centre.widget'
import styles from './notification-centre.module.css'

/**
 * The notification centre (spec 1 §1, §7): the signed-in user's notifications, newest first,
 * each with its moment as DD.MM.YYYY - HH:mm in Swiss time (spec 2 §9), unread ones marked in words and
 * form (not by colour alone), a button per unread one to mark it read and one to mark all read up to the
 * moment the list was fetched. The session's unread count (the header's badge, the dashboard) follows at
 * once; a failed mark is taken back and the server's messages (or the unknown-error text) shown (spec 1 §8).
 * Long lists show `pageSize` entries at a time.
 */
export function NotificationCentre(props: NotificationCentreProps) {
  const { t } = useTranslation('shopuser')
  const user = useAppSelector(selectUser)
  if (!user) {
    return (
      <div className={styles.root} data-access="signedOut">
        <SignInPrompt className={styles.note} text={t('notificationCentre.signIn')} />
      </div>
    )
  }
  return <Centre {...props} />
}

function Centre({ headingLevel, pageSize }: NotificationCentreProps) {
  const { t } = useTranslation('shopuser')
  const dispatch = useAppDispatch()
  const entries = useAppSelector(selectNotificationEntries)
  const status = useAppSelector(selectNotificationsStatus)
  const unread = useAppSelector(selectShownUnread)
  const markingAll = useAppSelector(selectIsMarkingAll)
  const [shown, setShown] = useState(pageSize)
  // What a screen reader hears after a mark (the list itself changes silently).
  const [said, setSaid] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)
  const markButtons = useRef(new Map<string, HTMLButtonElement>())
  const articles = useRef(new Map<string, HTMLElement>())
  // "Weitere anzeigen": the first entry that came into view takes focus once it is drawn, so the keyboard carries on there.
  const [focusEntry, setFocusEntry] = useState<{ id: string } | null>(null)
  const headingId = useId()
  const Heading = `h${headingLevel}` as const

  useEffect(() => {
    const request = dispatch(loadNotifications())
    return () => request.abort()
  }, [dispatch])

  useEffect(() => {
    if (focusEntry) articles.current.get(focusEntry.id)?.focus()
  }, [focusEntry])

  const visible = entries?.slice(0, shown) ?? []

  const markOne = (entry: NotificationEntry) => {
    // The button goes with the mark, at once: focus moves on to the next unread entry's button (then the
    // previous one's), so marking one after another needs no hunting; with none left, to the heading.
    const unreadShown = visible.filter((item) => !item.read)
    const at = unreadShown.findIndex((item) => item.id === entry.id)
    const next = unreadShown[at + 1] ?? unreadShown[at - 1]
    const target = next ? markButtons.current.get(next.id) : undefined
    if (target) target.focus()
    else heading.current?.focus()
    setSaid(t('notificationCentre.markedOne', { title: entry.title }))
    void dispatch(markNotificationRead(entry.id)).then((saved) => {
      if (!saved) setSaid('')
    })
  }

  const markAll = () => {
    if (unread === 0 || markingAll) return
    setSaid('')
    void dispatch(markAllNotificationsRead()).then((saved) => {
      if (saved) setSaid(t('notificationCentre.markedAll'))
    })
  }

  const showMore = () => {
    const first = entries?.[shown]
    if (first) setFocusEntry({ id: first.id })
    setShown((count) => count + pageSize)
  }

  const body = () => {
    if (entries === null && status === 'failed') {
      return <LoadFailed text={t('notificationCentre.failed')} onRetry={() => void dispatch(loadNotifications())} />
    }
    if (entries === null) {
      return (
        <>
          <p className="visually-hidden" role="status">
            {t('notificationCentre.loading')}
          </p>
          <ul className={styles.skeleton} aria-hidden="true">
            <Skeleton as="li" />
            <Skeleton as="li" />
            <Skeleton as="li" />
          </ul>
        </>
      )
    }
    if (entries.length === 0) return <p className={styles.note}>{t('notificationCentre.empty')}</p>
    return (
      <>
        <ul className={styles.entries} aria-labelledby={headingId}>
          {visible.map((entry) => (
            <Entry
              key={entry.id}
              entry={entry}
              level={(headingLevel + 1) as 3 | 4}
              itemRef={(element) => {
                if (element) articles.current.set(entry.id, element)
                else articles.current.delete(entry.id)
              }}
              buttonRef={(element) => {
                if (element) markButtons.current.set(entry.id, element)
                else markButtons.current.delete(entry.id)
              }}
              onMark={() => markOne(entry)}
            />
          ))}
        </ul>
        {entries.length > shown ? (
          <div className={styles.more}>
            <p className={styles.note}>{t('notificationCentre.shownOf', { shown: visible.length, total: entries.length })}</p>
            <Button variant="secondary" onClick={showMore}>
              {t('notificationCentre.showMore')}
            </Button>
          </div>
        ) : null}
      </>
    )
  }

  return (
    <div className={styles.root} aria-busy={entries === null && status === 'loading'}>
      <div className={styles.toolbar}>
        <Heading ref={heading} id={headingId} tabIndex={-1} className={styles.heading}>
          {t('notificationCentre.title')}
        </Heading>
        {entries && entries.length > 0 ? (
          <>
            <p className={styles.summary}>{unread > 0 ? t('notificationCentre.unreadCount', { count: unread }) : t('notificationCentre.allRead')}</p>
            {/* Stays when nothing is unread (aria-disabled, not gone): the focus it had must not fall to the page start. */}
            <Button variant="secondary" size="s" busy={markingAll} aria-disabled={unread === 0 || undefined} onClick={markAll}>
              {t('notificationCentre.markAll')}
            </Button>
          </>
        ) : null}
      </div>
      <p className="visually-hidden" role="status">
        {said}
      </p>
      {body()}
    </div>
  )
}

type EntryProps = {
  entry: NotificationEntry
  level: 3 | 4
  itemRef(element: HTMLElement | null): void
  buttonRef(element: HTMLButtonElement | null): void
  onMark(): void
}

/** One notification: unread ones carry the word «Ungelesen» and a bar, not a colour alone (WCAG 1.4.1). */
function Entry({ entry, level, itemRef, buttonRef, onMark }: EntryProps) {
  const { t } = useTranslation('shopuser')
  const titleId = useId()
  const Title = `h${level}` as const
  const unread = !entry.read
  return (
    <li className={styles.entry} data-unread={unread || undefined}>
      {/* Focusable by script only: "Weitere anzeigen" moves focus here. */}
      <article ref={itemRef} tabIndex={-1} className={styles.article} aria-labelledby={titleId}>
        <Title id={titleId} className={styles.title}>
          {unread ? (
            <>
              {/* Read as «Ungelesen: …»: the colon gives screen readers a pause before the title. */}
              <span className={styles.badge}>
                {t('notificationCentre.unread')}
                <span className="visually-hidden">:</span>
              </span>{' '}
            </>
          ) : null}
          {entry.title}
        </Title>
        <p className={styles.meta}>
          <time dateTime={entry.timestamp}>{formatSwissDateTime(entry.timestamp)}</time>
          <span aria-hidden="true"> · </span>
          <span className="visually-hidden">, </span>
          {t(`notificationCentre.types.${entry.type}`)}
        </p>
        {entry.text ? <p className={styles.text}>{entry.text}</p> : null}
        {entry.link || unread ? (
          <div className={styles.actions}>
            {entry.link ? (
              <SafeLink href={entry.link.url} className={styles.link}>
                {entry.link.text ?? t('notificationCentre.more')}
              </SafeLink>
            ) : null}
            {unread ? (
              <Button
                ref={buttonRef}
                size="s"
                variant="secondary"
                onClick={onMark}
                // The visible text starts the accessible name (WCAG 2.5.3); the title says which one.
                aria-label={t('notificationCentre.markOneFor', { action: t('notificationCentre.markOne'), title: entry.title })}
              >
                {t('notificationCentre.markOne')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </article>
    </li>
  )
}
