import * as v from 'valibot'
import { answerId } from '@/src/lib/answer-parts'
import { blockText, headingLevel, linkHref } from '@/src/lib/content-schemas'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { Faq } from './faq'

const props = v.object({
  title: blockText(120, 'Überschrift über den Fragen, etwa «Fragen und Antworten».'),
  level: headingLevel(2),
  categoryId: v.optional(
    v.pipe(
      answerId,
      v.description('Mit dieser Kategorie beginnen (ihre id, wie GET /api/faq sie nennt, z. B. schmierfette); ohne Angabe alle Fragen. Die Kategorie im Parameter «kategorie» der Adresse geht vor.'),
    ),
  ),
  contactHref: v.optional(
    v.pipe(linkHref, v.description('Das Kontaktformular: darunter der Link «Ihre Frage war nicht dabei? Zum Kontaktformular»; ohne Angabe kein Link.')),
  ),
  expectedQuestions: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1),
      v.maxValue(30),
      v.description('So viele graue Zeilen hält die Liste frei, solange die Fragen laden (und so viele hat das Fallback-Markup), 1 bis 30: mindestens so viele, wie bis unter den Rand des Bildschirms reichen, damit nichts springt.'),
    ),
    8,
  ),
})

/** Props of the FAQ: what its component receives, checked and with defaults. */
export type FaqProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Häufige Fragen (Dokument 1 §1, Dokument 2 §3, §7): die Fragen als Akkordeon, die Antworten bereinigt; Kategorien als Knöpfe («Alle» zuerst), die gewählte fragt den Server (categoryId) und steht im Parameter «kategorie» der Adresse; ein Suchfeld filtert die geladenen Fragen nach Wörtern in Frage und Antwort und sagt die Anzahl an; ohne Treffer «Zu «…» haben wir keine Frage gefunden.», darunter optional der Link zum Kontaktformular.',
  props,
  component: Faq,
  examples: {
    standard: { title: 'Fragen und Antworten', contactHref: '/kontakt' },
    // A page of one topic: its category first, the heading a level lower, no link to the contact form.
    oneCategory: { title: 'Fragen zu Schmierfetten', level: 3, categoryId: 'schmierfette', expectedQuestions: 7 },
  },
  // Measured 45.0 KB, nearly all of it shared: axios with the API client (22.2) as for every list with a call, DOMPurify
  // for the answers (11.4), then the request helper, valibot's pieces and the shared parts (accordion, retry, field,
  // link, skeleton); the widget's own chunk with its family and the answer's schema is 3.4.
  budgetKb: 46,
})
