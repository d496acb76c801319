import type { ServerResponse } from 'node:http'
import type { Text } from './texts'

/** The plain-text answers outside pages (refusals, a missing file under /vue/, an error of the CMS itself), in the requester's language. */
export const PLAIN = {
  badRequest: { de: 'Ungültige Anfrage', fr: 'Requête invalide', it: 'Richiesta non valida', en: 'Bad request' },
  notFound: { de: 'Nicht gefunden', fr: 'Introuvable', it: 'Non trovato', en: 'Not found' },
  crossSite: {
    de: 'Nicht ausgeführt: Die Anfrage kam von einer anderen Website. Die Adresse selbst im Browser eingeben oder die Auswahl oben auf einer Seite des CMS treffen.',
    fr: 'Non exécuté\u00a0: la requête venait d’un autre site. Saisissez l’adresse vous-même dans le navigateur ou faites votre choix en haut d’une page du CMS.',
    it: 'Non eseguito: la richiesta proveniva da un altro sito. Digitare l’indirizzo direttamente nel browser o scegliere in alto su una pagina del CMS.',
    en: 'Not carried out: the request came from another website. Type the address into the browser yourself or choose at the top of a CMS page.',
  },
  jsonOnly: {
    de: 'Die Steuerung des Mock-Backends nimmt nur Content-Type: application/json an.',
    fr: 'Le pilotage du back-end simulé n’accepte que Content-Type: application/json.',
    it: 'Il controllo del backend simulato accetta solo Content-Type: application/json.',
    en: 'The mock backend’s controls accept Content-Type: application/json only.',
  },
  failed: {
    de: 'Interner Fehler des simulierten CMS',
    fr: 'Erreur interne du CMS simulé',
    it: 'Errore interno del CMS simulato',
    en: 'Internal error of the simulated CMS',
  },
} satisfies Record<string, Text>

/** A short plain-text answer: a refusal or an error, never a page. */
export function answerPlain(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(text)
}
