import { createElement, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import * as v from 'valibot'
import { FORM_FIELDS_MAX, formFieldSchema, type FormValues } from '@/api/form-config'
import { FORM_CAPTCHA_ACTION, submitForm } from '@/api/form-submit'
import { ConfigForm } from '@/src/features/config-form/config-form'
import { runCaptchaFor } from '@/src/lib/captcha/captcha-problem'
import { isEditorMode } from '@/src/lib/editor-mode'
import { isRecord } from '@/src/lib/guards'
import { checkList } from '@/src/lib/schema-check'
import { useAppSelector } from '@/store/hooks'
import { selectSession } from '@/store/session'
import type { CmsFormProps } from './cms-form.widget'
import styles from './cms-form.module.css'

/** The fields a configuration gives that the form cannot show, for the editor: «Nr. 3 (signature)». */
function skippedFields(raw: readonly unknown[]): string {
  return raw
    .slice(0, FORM_FIELDS_MAX)
    .flatMap((item, index) => {
      if (v.safeParse(formFieldSchema, item).success) return []
      const type = isRecord(item) && typeof item.type === 'string' ? item.type.slice(0, 40) : '?'
      return [`${index + 1} (${type})`]
    })
    .join(', ')
}

/**
 * A form an editor configures in the CMS (spec 2 §5 field types and server constraints, §7 Submit form, §8 its texts):
 * the shared ConfigForm renders and checks the fields; this block adds where the values go and what follows. On send:
 * the captcha first where the form has a score field (its token is the field's value; a provider that cannot be
 * reached is said at once, and nothing typed is lost), then the values to the editor's `action` (files with their
 * upload's progress). Success shows the thank-you, which takes the focus, or follows the server's redirectUrl within the
 * site; a failure keeps every value and says the server's messages at their fields, else the spec's error text.
 */
export function CmsForm({ title, level, intro, action, fields: raw, successText, captchaProvider }: CmsFormProps) {
  const { t, i18n } = useTranslation('form')
  const { captchaSiteKey } = useAppSelector(selectSession)
  const fields = useMemo(() => checkList(raw, formFieldSchema, 'form/cms-form fields', FORM_FIELDS_MAX), [raw])
  // In the CMS's edit view the editor learns which fields the site leaves out (its issue: reported in the preview).
  const skipped = useMemo(() => (isEditorMode() ? skippedFields(raw) : ''), [raw])
  const score = fields.find((field) => field.type === 'score')
  const [sent, setSent] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)
  const thanks = useRef<HTMLDivElement>(null)
  const captchaSlot = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (sent) thanks.current?.focus()
  }, [sent])

  const send = async (values: FormValues) => {
    let toSend = values
    if (score) {
      const token = await runCaptchaFor(score.name, (reason) => t(`cmsForm.captcha.${reason}`), captchaProvider, captchaSiteKey, FORM_CAPTCHA_ACTION, {
        container: captchaSlot.current,
        language: i18n.language,
      })
      toSend = { ...values, [score.name]: token }
    }
    try {
      const { redirecting } = await submitForm(action, toSend, setProgress)
      // The client is on its way to the server's page: the form stays as it is until the page changes.
      if (!redirecting) setSent(true)
    } finally {
      setProgress(null)
    }
  }

  return (
    <section className={styles.root}>
      {title ? createElement(`h${level}`, { className: styles.title }, title) : null}
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {skipped ? (
        <p className={styles.editorNote} role="note">
          {t('cmsForm.skipped', { fields: skipped })}
        </p>
      ) : null}
      {sent ? (
        <div ref={thanks} className={styles.thanks} tabIndex={-1} role="status">
          <p>{successText ?? t('cmsForm.success')}</p>
        </div>
      ) : (
        <ConfigForm
          fields={fields}
          onSubmit={send}
          subheaderLevel={Math.min(level + 1, 4) as 3 | 4}
          failureText={t('cmsForm.failure')}
          footer={
            <>
              {score ? (
                <p className={styles.note}>
                  {t('cmsForm.captchaNote')}
                </p>
              ) : null}
              {/* Where a provider that shows something (Friendly Captcha's box) draws it. */}
              {score ? <div ref={captchaSlot} /> : null}
              {progress === null ? null : (
                <p className={styles.progress}>
                  <label>
                    {t('cmsForm.uploading', { percent: Math.round(progress * 100) })}
                    <progress max={1} value={progress} />
                  </label>
                </p>
              )}
            </>
          }
        />
      )}
    </section>
  )
}
