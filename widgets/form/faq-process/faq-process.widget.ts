import * as v from 'valibot'
import { CAPTCHA_PROVIDERS } from '@/src/lib/captcha/provider-names'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { FaqProcess } from './faq-process'

const props = v.object({
  level: v.optional(v.pipe(v.picklist([2, 3]), v.description('Gliederungsstufe der Überschrift jedes Schritts, 2 oder 3.')), 2),
  captchaProvider: v.optional(
    v.pipe(
      v.picklist(CAPTCHA_PROVIDERS),
      v.description('Anbieter der Sicherheitsprüfung für ein Feld vom Typ score im letzten Schritt; den Websiteschlüssel liefert die Sitzung. «test» nur für Tests und die Demo.'),
    ),
    'friendly-captcha',
  ),
})

/** Props of the communication process: what its component receives, checked and with defaults. */
export type FaqProcessProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Der Kommunikationsprozess der häufigen Fragen (Dokument 2 §3, §4, §7): Schritt für Schritt vom Bereich über das Anliegen bis zu den Kontaktangaben, mit den Schritttypen iconButton, button, formConfig, Overview und formSubmit. Jeder Schritt hat seine Adresse; Zurück und Neuladen behalten Ort und Antworten; die Übersicht zeigt jede Antwort mit einem Link zum Ändern. Das Senden führt zur Bestätigung.',
  props,
  component: FaqProcess,
  examples: {
    standard: { captchaProvider: 'test' },
  },
  // Measured 53.2 KB: axios and the request helper (22), react-hook-form in the chunk every form shares (12), the
  // configured form (src/features/config-form, ~4), the process's calls, schemas and store, its steps; the captcha
  // adapters load only as the last step is sent.
  budgetKb: 56,
})
