/**
 * Safety data sheets (spec 2 §3, §7 "Get safety data sheets | GET | same as customers | same plus datepicker";
 * spec 1 §7 /api/safety-data-sheet and /download): the sheets of the products the customer has ordered
 * (db/safety-data-sheets.ts), as a server-side table through the one table helper (../table-query.ts: the
 * docs/cms-integration.md "Tables" has the wire format), and each sheet's PDF.
 *
 * - whose: a customer's own customer number; for an employee, the customer of the contact acted for (409
 *   with a message while acting for nobody); shop users only (spec 1 §1, §6), as the order history;
 * - sort by productName, articleNumber, language (by its name) or revisionDate; without a sort, by product
 *   name, each product's languages in the order German, French, Italian, English (tableSortOrder null);
 * - filters: product (text: words of the product's name, or part of its article number) and language
 *   (select; the options named in the request's language, X-Locale); the date range on the revision date,
 *   from 2022-01-01 to the demo's «today»;
 * - each entry: id, productName, articleNumber, language (its code), version, revisionDate (YYYY-MM-DD),
 *   fileName and fileSize (bytes);
 * - GET …/download?id=<id> answers the sheet's PDF (`Content-Disposition: attachment` with its file name),
 *   exactly as large as the table says: any sheet of the catalogue, since the sheets are public documents (the
 *   product pages link them too), to shop users only; 400 without an id, 404 for a sheet the catalogue lacks.
 */
import { http, HttpResponse } from 'msw'
import type { SafetyDataSheetEntry } from '@/api/safety-data-sheets'
import { formatDate } from '@/src/lib/dates'
import { languageName } from '@/src/lib/display-names'
import { pdfFile } from '@/test/cms/pdf'
import { SHEET_LANGUAGES, SHEETS_FIRST_DAY, SHEETS_LAST_DAY, findSafetyDataSheet, safetyDataSheetsOfCustomer, type SafetyDataSheet, type SheetLanguage } from '../db/safety-data-sheets'
import { errorMessage, fail, ok } from '../envelope'
import { withUser, type Access } from '../resolvers'
import { route } from '../route'
import { getShop, shopOf } from '../shops'
import { answerTable, containsWords, withTableQuery, type TableSpec } from '../table-query'
import { NO_CUSTOMER_MESSAGE, orderCustomerOf } from './orders'

export const SHOP_USERS_ONLY_MESSAGE = 'Die Sicherheitsdatenblätter stehen nur aktiven Shop-Benutzern zur Verfügung.'
export const MISSING_ID_MESSAGE = 'Das Feld «id» fehlt.'
export const UNKNOWN_SHEET_MESSAGE = 'Dieses Sicherheitsdatenblatt gibt es nicht (mehr).'

// spec 1 §1: safety data sheets are a tool of the B2B shop.
const shopUsersOnly: Access = { allowed: (account) => account.isActiveShopUser, message: SHOP_USERS_ONLY_MESSAGE }

/** The language the answer's labels are written in: the request's X-Locale, German without one. */
const localeOf = (request: Request): string => request.headers.get('x-locale')?.trim() || 'de'

const byName = (a: SafetyDataSheet, b: SafetyDataSheet) => a.productName.localeCompare(b.productName, 'de')
const byLanguageOrder = (a: SafetyDataSheet, b: SafetyDataSheet) => SHEET_LANGUAGES.indexOf(a.language) - SHEET_LANGUAGES.indexOf(b.language)

/** The safety data sheets' table, its language names in `locale` (../table-query.ts). */
export function safetyDataSheetTable(locale: string): TableSpec<SafetyDataSheet, SafetyDataSheetEntry> {
  const nameOf = (language: SheetLanguage) => languageName(language, locale)
  return {
    sortColumns: {
      productName: byName,
      articleNumber: (a, b) => a.articleNumber.localeCompare(b.articleNumber),
      language: (a, b) => nameOf(a.language).localeCompare(nameOf(b.language), locale),
      revisionDate: (a, b) => a.revisionDate.localeCompare(b.revisionDate),
    },
    naturalOrder: (a, b) => byName(a, b) || a.articleNumber.localeCompare(b.articleNumber) || byLanguageOrder(a, b),
    filters: [
      {
        type: 'text',
        name: 'product',
        label: 'Produkt oder Artikelnummer',
        matches: (sheet, value) => sheet.articleNumber.includes(value.replace(/\s+/g, '')) || containsWords(sheet.productName, value),
      },
      {
        type: 'select',
        name: 'language',
        label: 'Sprache',
        options: SHEET_LANGUAGES.map((language) => ({ value: language, label: nameOf(language) })),
        matches: (sheet, value) => sheet.language === value,
      },
    ],
    datepicker: { field: 'revisionDate', label: 'Überarbeitet am', dayOf: (sheet) => sheet.revisionDate, min: SHEETS_FIRST_DAY, max: SHEETS_LAST_DAY },
    entry: (sheet) => ({
      id: sheet.id,
      productName: sheet.productName,
      articleNumber: sheet.articleNumber,
      language: sheet.language,
      version: sheet.version,
      revisionDate: sheet.revisionDate,
      fileName: sheet.fileName,
      fileSize: sheet.size,
    }),
  }
}

// The first page of a sheet in its own language: title, the regulations it follows, product and version.
const PDF_TEXTS: Record<SheetLanguage, { title: string; basis: string; product: string; article: string; version: (version: string, day: string) => string }> = {
  de: {
    title: 'Sicherheitsdatenblatt',
    basis: 'gemäss Verordnung (EG) Nr. 1907/2006 (REACH) und Chemikalienverordnung (ChemV, SR 813.11)',
    product: 'Handelsname',
    article: 'Artikelnummer',
    version: (version, day) => `Version ${version}, überarbeitet am ${day}`,
  },
  fr: {
    title: 'Fiche de données de sécurité',
    basis: 'selon le règlement (CE) n° 1907/2006 (REACH) et l’ordonnance sur les produits chimiques (OChim, RS 813.11)',
    product: 'Nom commercial',
    article: 'Numéro d’article',
    version: (version, day) => `Version ${version}, révisée le ${day}`,
  },
  it: {
    title: 'Scheda di dati di sicurezza',
    basis: 'secondo il regolamento (CE) n. 1907/2006 (REACH) e l’ordinanza sui prodotti chimici (OPChim, RS 813.11)',
    product: 'Nome commerciale',
    article: 'Numero d’articolo',
    version: (version, day) => `Versione ${version}, revisionata il ${day}`,
  },
  en: {
    title: 'Safety data sheet',
    basis: 'according to Regulation (EC) No 1907/2006 (REACH) and the Swiss Chemicals Ordinance (ChemO, SR 813.11)',
    product: 'Trade name',
    article: 'Article number',
    version: (version, day) => `Version ${version}, revised on ${day}`,
  },
}

/** The sheet's PDF: a valid one-page file of exactly the size its entry states. */
export function safetyDataSheetPdf(sheet: SafetyDataSheet): Uint8Array {
  const text = PDF_TEXTS[sheet.language]
  return pdfFile(
    {
      title: `${text.title}: ${sheet.productName}`,
      lines: [text.basis, `${text.product}: ${sheet.productName}`, `${text.article}: ${sheet.articleNumber}`, text.version(sheet.version, formatDate(sheet.revisionDate)), 'Beispieldokument des simulierten CMS.'],
    },
    sheet.size,
  )
}

export const safetyDataSheetHandlers = [
  http.get(
    route('safetyDataSheets'),
    withUser(
      withTableQuery(({ request, user, query }) => {
        const customerId = orderCustomerOf(user)
        if (customerId === '') return fail(409, [errorMessage(NO_CUSTOMER_MESSAGE)])
        return ok(answerTable(safetyDataSheetsOfCustomer(getShop(shopOf(request)).db, customerId), query, safetyDataSheetTable(localeOf(request))))
      }),
      shopUsersOnly,
    ),
  ),
  http.get(
    route('safetyDataSheetDownload'),
    withUser(({ request }) => {
      const id = new URL(request.url).searchParams.get('id')?.trim() ?? ''
      if (id === '') return fail(400, [errorMessage(MISSING_ID_MESSAGE, 'id')])
      const sheet = findSafetyDataSheet(id)
      if (!sheet) return fail(404, [errorMessage(UNKNOWN_SHEET_MESSAGE)])
      const file = safetyDataSheetPdf(sheet)
      return new HttpResponse(file, {
        status: 200,
        headers: {
          // No Content-Length of our own: the body sets it, and a second one breaks HTTP/1.1 clients.
          'Content-Type': 'application/pdf',
          // Saved under its own name, whatever the link says (the front end's link has `download` too).
          'Content-Disposition': `attachment; filename="${sheet.fileName}"`,
          'Cache-Control': 'private, max-age=3600',
        },
      })
    }, shopUsersOnly),
  ),
]
