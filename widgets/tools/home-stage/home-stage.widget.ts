import * as v from 'valibot'
import { pageHeadingLevel } from '@/src/lib/content-schemas'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { HomeStage } from './home-stage'
import { HOME_STAGE_EXAMPLES } from './home-stage-examples'
import { keepCompleteStages, MAX_STAGES, stageItem } from './stage-item'

const props = v.object({
  items: v.pipe(
    // spec 2 §3, §8: the stage-home data must be an array; anything else is the island's error, reported as such.
    v.array(stageItem, 'the stage-home data must be an array'),
    v.maxLength(MAX_STAGES),
    v.description(
      'Die Bühnen (Dokument 2 §3), die Einstiegsbühne zuerst, höchstens 23: die Einstiegsbühne und zwei Seiten zu 11 in der Rundnavigation. Eine ohne Titel, Hintergrund-, Kreis- oder Folienbild wird weggelassen.',
    ),
    v.transform(keepCompleteStages),
    v.minLength(1, 'no item has a title, background image, circle image and slider image'),
  ),
  // On a home page the intro's title is the page's <h1>: level 1.
  level: pageHeadingLevel(2),
  first: v.optional(
    v.pipe(v.boolean(), v.description('Die Bühne steht zuoberst auf der Seite (Standard): das Bild der Einstiegsbühne lädt sofort und mit hoher Priorität (fetchpriority="high").')),
    true,
  ),
})

/** Props of the home stage: what its component receives, checked, with defaults, only complete items and the intro first. */
export type HomeStageProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Die Bühne der Startseite (Dokument 2 §2.5, §3): ab 1024 px Hintergrundbild, Kreisbild und Titel der Einstiegsbühne, eine Rundnavigation über die übrigen Bühnen (11 je Seite, bei bis zu 3 Bühnen 3; mit mehr als 11 ein Knopf für die zweite Seite), die Hintergrund und Titel überblendet, und ein Knopf hinunter zum Inhalt; auf dem Telefon ein Slider mit Folien im Format 5:6, Punkten und Pfeiltasten.',
  props,
  component: HomeStage,
  examples: HOME_STAGE_EXAMPLES,
  budgetKb: 11,
})
