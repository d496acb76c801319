/**
 * The home stage's named examples (the catalogue's and the tests' props), apart from the declaration so the simulated
 * CMS's demo page places the same stages without loading the widget's code.
 */
import { examplePicture } from '@/src/widget/example-picture'
import type { StageItemInput } from './stage-item'

// The demo media (test/cms/media): each scene's 960 px file and its height there.
const scene = (name: string, height: number) => (alt: string) => examplePicture(name, alt, height)
const SCENES = {
  alpen: scene('alpen-panorama', 346),
  kanister: scene('kanister', 1280),
  labor: scene('labor', 640),
  lager: scene('lager', 640),
  motorrad: scene('motorrad', 540),
  team: scene('team', 640),
  traktor: scene('traktor', 640),
  werk: scene('werk', 640),
  werkstatt: scene('werkstatt', 640),
  windpark: scene('windpark', 540),
}
type SceneName = keyof typeof SCENES

/** One stage of the examples: its background a mood (decorative), its circle and its slide saying what it shows. */
const stage = (id: string, [intro, text]: [string, string], nav: string, url: string, background: SceneName, circle: [SceneName, string], slide: string): StageItemInput => ({
  id,
  url,
  title: { intro, text },
  text: nav,
  backgroundImage: { ...SCENES[background](''), decorative: true },
  circleImage: SCENES[circle[0]](circle[1]),
  sliderImage: SCENES[background](slide),
})

const INTRO: StageItemInput = {
  ...stage(
    'intro',
    ['Schmierstoffe AG, seit 1932', 'Schmierstoffe für Fahrzeuge und Industrie'],
    'Start',
    '/unternehmen/ueber-uns',
    'alpen',
    ['werk', 'Unser Werk mit Tanklager und Produktionshalle vor den Alpen'],
    'Alpenpanorama mit schneebedeckten Gipfeln über einem See',
  ),
  isIntro: true,
}

const STAGES: StageItemInput[] = [
  stage('motorenoele', ['Für Personenwagen und Nutzfahrzeuge', 'Motorenöle, die jede Freigabe erfüllen'], 'Motorenöle', '/produkte', 'werkstatt', ['kanister', 'Flasche, Kanister und Fass in Markenblau'], 'Ein Auto beim Ölwechsel auf der Hebebühne'),
  stage('hydraulik', ['Für Forst, Landwirtschaft und Bau', 'Hydrauliköle nach HLP, HVLP und HEES'], 'Hydrauliköle', '/wissen/hydraulikoel-hlp-hvlp-oder-hees', 'traktor', ['traktor', 'Ein blauer Traktor auf dem Feld'], 'Ein blauer Traktor auf einem gepflügten Feld'),
  stage('kuehlmittel', ['Sicher durch den Winter', 'Kühlmittel richtig mischen'], 'Kühlmittel', '/wissen/kuehlmittel-richtig-mischen', 'alpen', ['labor', 'Eine Ölprobe im Becherglas im Labor'], 'Verschneite Gipfel über einem Bergsee'),
  stage('oelanalyse', ['Aus dem eigenen Labor', 'Ölanalyse: Bericht in fünf Werktagen'], 'Ölanalyse', '/service/oelanalyse', 'labor', ['labor', 'Kolben, Reagenzgläser und ein Viskosimeter'], 'Ein Labor mit Ölproben und Messgeräten'),
  stage('beratung', ['Persönlich und vor Ort', 'Technische Beratung für Ihren Betrieb'], 'Beratung', '/service/technische-beratung', 'team', ['werkstatt', 'Ein Mechaniker beim Ölwechsel'], 'Vier Mitarbeitende in Arbeitskleidung'),
  stage('haendler', ['In der ganzen Schweiz', 'Händler in Ihrer Nähe'], 'Händlersuche', '/service/haendlersuche', 'lager', ['lager', 'Fässer und Container im Regal'], 'Eine Lagerhalle mit Fässern und einem Gabelstapler'),
  stage('rennsport', ['Getestet auf der Rennstrecke', 'Unsere Teams im Rennsport'], 'Rennsport', '/rennsport/teams', 'motorrad', ['motorrad', 'Ein Rennmotorrad in voller Fahrt'], 'Ein Rennmotorrad auf der Rennstrecke vor der Tribüne'),
  stage('branchen', ['Landwirtschaft, Bau und Energie', 'Schmierstoffe für jede Branche'], 'Branchen', '/branchen', 'traktor', ['kanister', 'Gebinde vom Liter bis zum Fass'], 'Ein Traktor vor einem Bauernhof und den Alpen'),
  stage('nachhaltigkeit', ['Für die nächste Generation', 'Nachhaltig produziert'], 'Nachhaltigkeit', '/unternehmen/nachhaltigkeit', 'windpark', ['windpark', 'Windräder und Solaranlagen auf grünen Hügeln'], 'Windräder und Solaranlagen unter blauem Himmel'),
  stage('standorte', ['Nah bei unseren Kunden', 'Unsere Standorte'], 'Standorte', '/unternehmen/standorte', 'werk', ['lager', 'Ein Gabelstapler trägt eine Palette Fässer'], 'Unser Werk mit Tanklager vor den Alpen'),
  stage('viskositaet', ['Wissen für die Werkstatt', 'Viskosität einfach erklärt'], 'Viskosität', '/wissen/viskositaet-einfach-erklaert', 'werkstatt', ['labor', 'Ein Rotationsviskosimeter im Labor'], 'Altöl läuft beim Ölwechsel in den Auffangbehälter'),
  stage('karriere', ['Arbeiten bei uns', 'Offene Stellen und Ausbildung'], 'Karriere', '/karriere', 'team', ['team', 'Mitarbeitende aus Labor, Lager und Aussendienst'], 'Vier Mitarbeitende mit Helm, Laborkittel und Warnweste'),
  stage('downloads', ['Datenblätter und Broschüren', 'Alles zum Herunterladen'], 'Downloads', '/downloads', 'lager', ['kanister', 'Ein 5-Liter-Kanister mit leerem Etikett'], 'Regale mit Fässern und IBC-Containern'),
]

/** The catalogue's examples, also the tests' props: the intro and one stage (the reduced navigation), five, and fourteen (two pages). */
export const HOME_STAGE_EXAMPLES = {
  twoStages: { items: [INTRO, ...STAGES.slice(0, 1)] },
  fiveStages: { items: [INTRO, ...STAGES.slice(0, 4)] },
  fourteenStages: { items: [INTRO, ...STAGES] },
} satisfies Record<string, { items: StageItemInput[] }>
