import { createElement, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CommunicationProcess, ProcessChoice, ProcessStep, StepQuery } from '@/api/contact-manager'
import { hasValue, type FormField, type FormValues } from '@/api/form-config'
import { ConfigForm } from '@/src/features/config-form/config-form'
import { runCaptchaFor } from '@/src/lib/captcha/captcha-problem'
import { useAsked } from '@/src/lib/use-asked'
import { LoadFailed } from '@/src/ui/card-list/load-failed'
import { Skeleton } from '@/src/ui/skeleton/skeleton'
import { fetchProcess, fetchStep, selectProcess, selectStep, sendProcess, stepKey } from '@/store/contact-process'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { selectSession } from '@/store/session'
import { FORM_CAPTCHA_ACTION } from '@/api/form-submit'
import { ChoiceStep } from './choice-step'
import type { FaqProcessProps } from './faq-process.widget'
import { linesOf } from './answer-lines'
import { OverviewStep } from './overview-step'
import { placeUrl, readPlace, writePlace } from './process-address'
import { forgetMemory, keepSent, keptValues, processValues, readMemory, writeMemory, type ProcessMemory, type SentRequest, type StepAnswer } from '../parts/process-memory'
import styles from './faq-process.module.css'

/**
 * The FAQ's communication process (spec 2 §3, §4 step types iconButton, formConfig, formSubmit, button, Overview; §7
 * Get communication process, Get step, Submit): a business customer with a question walks it step by step to a request
 * the maker answers within 48 hours (spec 2 §9). Each step has its own address and the answers are kept in the tab
 * (./process-memory.ts), so back, forward and a reload keep the place and the answers; the overview lists every answer
 * with a link to change it; the last step's form sends everything to the contact manager, whose redirectUrl leads to
 * the confirmation (form/faq-confirmation).
 */
export function FaqProcess({ level, captchaProvider }: FaqProcessProps) {
  const { t } = useTranslation('form')
  const dispatch = useAppDispatch()
  const process = useAppSelector(selectProcess)
  useAsked('process', process.status === 'idle', () => dispatch(fetchProcess()))

  if (process.data) return <ProcessSteps process={process.data} level={level} captchaProvider={captchaProvider} />
  if (process.status === 'failed') return <LoadFailed text={t('faqProcess.failed')} busy={process.asking} onRetry={() => void dispatch(fetchProcess())} />
  return <StepPlaceholder label={t('faqProcess.loading')} box={styles.processBox} />
}

/** The grey box of the process or a step while it loads (`box` sizes it), with its state said to screen readers. */
function StepPlaceholder({ label, box }: { label: string; box: string | undefined }) {
  return (
    <div>
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <Skeleton as="div" className={box} />
    </div>
  )
}

type ProcessStepsProps = { process: CommunicationProcess; level: 2 | 3; captchaProvider: FaqProcessProps['captchaProvider'] }

/** The step the address names, if the answers allow it: every step after the first needs the product line chosen. */
function placeOf(process: CommunicationProcess, memory: ProcessMemory): string {
  const { stepId } = readPlace()
  return stepId === undefined || (stepId !== process.firstStepId && memory.productLine === undefined) ? process.firstStepId : stepId
}

function ProcessSteps({ process, level, captchaProvider }: ProcessStepsProps) {
  const { t, i18n } = useTranslation('form')
  const dispatch = useAppDispatch()
  const { captchaSiteKey } = useAppSelector(selectSession)
  const { processId, firstStepId } = process
  const [memory, setMemory] = useState(() => readMemory(processId))
  const [stepId, setStepId] = useState(() => placeOf(process, memory))
  const heading = useRef<HTMLHeadingElement>(null)
  // After a move (not on the first view of the page), the step's heading takes the focus.
  const moved = useRef(false)
  const productLine = stepId === firstStepId ? undefined : memory.productLine
  const query: StepQuery = { processId, stepId, ...(productLine === undefined ? {} : { productLine }) }
  const step = useAppSelector((state) => selectStep(state, query))
  useAsked(stepKey(query), step.status === 'idle', () => dispatch(fetchStep(query)))

  // The page's own address names the step shown; back and forward move between the steps.
  useEffect(() => {
    writePlace(stepId, productLine, 'replace')
    const onPop = () => {
      const kept = readMemory(processId)
      setMemory(kept)
      setStepId(placeOf(process, kept))
      moved.current = true
    }
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
    // Once per process: later moves write their own addresses.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [processId])

  useEffect(() => {
    if (!moved.current || !step.data) return
    moved.current = false
    heading.current?.focus()
  }, [step.data])

  const remember = (next: ProcessMemory) => {
    setMemory(next)
    writeMemory(processId, next)
  }

  /** Keeps `answer` for the step shown and moves on to `nextStepId`: the path runs from the first step to it. */
  const goOn = (answer: StepAnswer | null, nextStepId: string, line = memory.productLine) => {
    const at = memory.path.indexOf(stepId)
    const path = [...(at === -1 ? [...memory.path, stepId] : memory.path.slice(0, at + 1)), nextStepId]
    // Another product line is another process: the answers of the old one no longer apply.
    const answers = line === memory.productLine ? { ...memory.answers } : {}
    if (answer) answers[stepId] = answer
    remember({ path, answers, ...(line === undefined ? {} : { productLine: line }) })
    writePlace(nextStepId, line, 'push')
    moved.current = true
    setStepId(nextStepId)
  }

  /** Back to a step already answered (the overview's change links, the back button): a new history entry. */
  const goTo = (target: string) => {
    writePlace(target, target === firstStepId ? undefined : memory.productLine, 'push')
    moved.current = true
    setStepId(target)
  }

  const yes = t('faqProcess.yes')
  const no = t('faqProcess.no')

  const choose = (current: Extract<ProcessStep, { type: 'iconButton' | 'button' }>, choice: ProcessChoice) =>
    goOn(
      { stepId: current.stepId, title: current.title, fieldName: current.fieldName, selectedFieldId: choice.id, choice: choice.label },
      choice.nextStepId,
      current.stepId === firstStepId ? choice.id : memory.productLine,
    )

  const send = async (current: Extract<ProcessStep, { type: 'formSubmit' }>, values: FormValues) => {
    const score = current.fields.find((field) => field.type === 'score')
    let withToken = values
    if (score) {
      const token = await runCaptchaFor(score.name, (reason) => t(`cmsForm.captcha.${reason}`), captchaProvider, captchaSiteKey, FORM_CAPTCHA_ACTION, { language: i18n.language })
      withToken = { ...values, [score.name]: token }
    }
    const answer: StepAnswer = { stepId: current.stepId, title: current.title, values: keptValues(withToken), lines: linesOf(current.fields, values, yes, no) }
    const final: ProcessMemory = { ...memory, answers: { ...memory.answers, [current.stepId]: answer }, path: memory.path.includes(current.stepId) ? memory.path : [...memory.path, current.stepId] }
    // What the confirmation shows (form/faq-confirmation), written before the server's redirect leaves the page.
    const sent: SentRequest = {
      title: process.title,
      answers: final.path.flatMap((id) => {
        const kept = final.answers[id]
        if (!kept) return []
        return [{ title: kept.title, lines: kept.choice !== undefined ? [{ label: kept.title, text: kept.choice }] : (kept.lines ?? []) }]
      }),
    }
    keepSent(sent)
    await dispatch(sendProcess({ processId, productLine: memory.productLine ?? '', values: processValues(final) })).unwrap()
    forgetMemory(processId)
  }

  const position = Math.max(0, memory.path.indexOf(stepId)) + 1
  const previous = memory.path[memory.path.indexOf(stepId) - 1]
  const Heading = `h${level}` as const

  const body = () => {
    const current = step.data
    if (!current) {
      if (step.status === 'failed') return <LoadFailed text={t('faqProcess.stepFailed')} busy={step.asking} onRetry={() => void dispatch(fetchStep(query))} />
      return <StepPlaceholder label={t('faqProcess.loading')} box={styles.stepBox} />
    }
    const subLevel = (level + 1) as 3 | 4
    switch (current.type) {
      case 'iconButton':
      case 'button':
        return <ChoiceStep step={current} chosen={memory.answers[current.stepId]?.selectedFieldId} onChoose={(choice) => choose(current, choice)} />
      case 'formConfig':
        return (
          <ConfigForm
            key={current.stepId}
            fields={withKept(current.fields, memory.answers[current.stepId])}
            onSubmit={(values) => {
              goOn({ stepId: current.stepId, title: current.title, values: keptValues(values), lines: linesOf(current.fields, values, yes, no) }, current.nextStepId)
              return Promise.resolve()
            }}
            subheaderLevel={subLevel}
            submitLabel={t('faqProcess.next')}
          />
        )
      case 'Overview':
        return (
          <OverviewStep
            answers={memory.path.slice(0, memory.path.indexOf(current.stepId)).flatMap((id) => memory.answers[id] ?? [])}
            hrefOf={(id) => placeUrl(id, id === firstStepId ? undefined : memory.productLine)}
            onChange={goTo}
            onNext={() => goOn(null, current.nextStepId)}
            level={subLevel}
          />
        )
      case 'formSubmit':
        return (
          <ConfigForm
            key={current.stepId}
            fields={withKept(current.fields, memory.answers[current.stepId])}
            onSubmit={(values) => send(current, values)}
            subheaderLevel={subLevel}
            submitLabel={t('faqProcess.send')}
            failureText={t('cmsForm.failure')}
          />
        )
    }
  }

  return (
    <section className={styles.root} aria-labelledby={`${processId}-step`}>
      <p className={styles.position}>{t('faqProcess.position', { position, title: process.title })}</p>
      {createElement(Heading, { id: `${processId}-step`, ref: heading, tabIndex: -1, className: styles.title }, step.data?.title ?? process.title)}
      {step.data?.text ? <p className={styles.text}>{step.data.text}</p> : null}
      {body()}
      {previous !== undefined ? (
        <p className={styles.back}>
          <a
            href={placeUrl(previous, previous === firstStepId ? undefined : memory.productLine)}
            onClick={(event) => {
              event.preventDefault()
              goTo(previous)
            }}
          >
            {t('faqProcess.back')}
          </a>
        </p>
      ) : null}
    </section>
  )
}

/** A form step's fields with what the visitor answered before as their values: coming back shows them filled in. */
function withKept(fields: readonly FormField[], answer: StepAnswer | undefined): FormField[] {
  const values = answer?.values
  if (!values) return [...fields]
  return fields.map((field) => {
    if (!hasValue(field) || !(field.name in values)) return field
    const value = values[field.name]
    if (field.type === 'checkbox') return typeof value === 'boolean' ? { ...field, value } : field
    if (field.type === 'checkboxes') return Array.isArray(value) ? { ...field, value } : field
    if (field.type === 'file' || field.type === 'score') return field
    return typeof value === 'string' ? { ...field, value } : field
  })
}
