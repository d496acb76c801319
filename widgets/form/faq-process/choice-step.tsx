import type { ProcessChoice, ProcessStep } from '@/api/contact-manager'
import { ContentIcon } from '@/src/ui/content-icons/content-icon'
import { CONTENT_ICON_NAMES, type ContentIconName } from '@/src/ui/content-icons/content-icons'
import styles from './faq-process.module.css'

const isIcon = (name: string | undefined): name is ContentIconName => name !== undefined && (CONTENT_ICON_NAMES as readonly string[]).includes(name)

type ChoiceStepProps = {
  step: Extract<ProcessStep, { type: 'iconButton' | 'button' }>
  /** The choice made before (coming back to the step): pressed. */
  chosen: string | undefined
  onChoose(choice: ProcessChoice): void
}

/**
 * A step that asks one question with its answers as buttons (spec 2 §4 iconButton: with symbols, the product lines;
 * button: without): one press answers and moves on. The answer given before is shown pressed.
 */
export function ChoiceStep({ step, chosen, onChoose }: ChoiceStepProps) {
  return (
    <ul className={step.type === 'iconButton' ? styles.tiles : styles.choices}>
      {step.choices.map((choice) => (
        <li key={choice.id}>
          <button type="button" className={styles.choice} aria-pressed={choice.id === chosen} onClick={() => onChoose(choice)}>
            {step.type === 'iconButton' && isIcon(choice.icon) ? <ContentIcon name={choice.icon} color="default" /> : null}
            <span className={styles.choiceLabel}>{choice.label}</span>
            {choice.text ? <span className={styles.choiceText}>{choice.text}</span> : null}
          </button>
        </li>
      ))}
    </ul>
  )
}
