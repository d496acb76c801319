import { ORDER_FILE_MAX_BYTES, readOrderRows, type OrderRead } from './order-lines'

/** Why a file gives no positions: too big, not readable as CSV text, or without a single position. */
export type FileProblem = 'fileTooLarge' | 'fileUnreadable' | 'fileEmpty'

export type FileRead = { ok: true; read: OrderRead } | { ok: false; problem: FileProblem }

/**
 * The text of a file: UTF-8 (a byte-order mark is dropped), else Windows-1252, which Excel's plain «CSV
 * (Trennzeichen-getrennt)» still writes on German Windows: article numbers and quantities are ASCII in
 * both, and a header's «Stück» reads right in either.
 */
function decode(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

/**
 * Reads an uploaded CSV file into positions (order-lines.ts readOrderRows): `articleNumber,quantity`, with
 * or without a header row, separated by commas, semicolons (Excel in German locales) or tabs, quoted or not.
 * papaparse is loaded here, when a file is chosen, never with the widget: most buyers type or paste.
 */
export async function readOrderFile(file: Blob): Promise<FileRead> {
  if (file.size > ORDER_FILE_MAX_BYTES) return { ok: false, problem: 'fileTooLarge' }
  let text: string
  try {
    text = decode(await file.arrayBuffer())
  } catch {
    return { ok: false, problem: 'fileUnreadable' }
  }
  // A binary file (an .xlsx renamed, a picture) holds NUL bytes no CSV has.
  if (text.includes('\u0000')) return { ok: false, problem: 'fileUnreadable' }
  // papaparse is a CommonJS (UMD) module: its exports arrive as the namespace's default.
  const { default: Papa } = await import('papaparse')
  // Only the delimiters a list of article numbers and quantities can have: never '|' or a letter.
  const { data } = Papa.parse<string[]>(text, { delimitersToGuess: [';', ',', '\t'], skipEmptyLines: 'greedy' })
  const read = readOrderRows(data)
  return read.inputs.length === 0 ? { ok: false, problem: 'fileEmpty' } : { ok: true, read }
}
