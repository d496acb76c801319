/**
 * Small, valid PDF files for the simulated CMS's downloads (docs/simulated-cms.md "The mock catalogue"): one A4 page
 * with a title and a few lines in Helvetica, padded with PDF comment lines to exactly the size the catalogue lists, so
 * the size the search shows is the size the browser downloads. Written by hand: no PDF library for a test server.
 */

export type PdfContent = { title: string; lines: readonly string[] }

// The standard fonts' WinAnsiEncoding holds Latin-1; the few other characters of German texts are replaced.
const LATIN1_STAND_INS: Record<string, string> = { '−': '-', '–': '-', '—': '-', '‘': "'", '’': "'", '“': '"', '”': '"', '«': '"', '»': '"', '…': '...', '›': '>' }
const toLatin1 = (text: string) => text.replace(/[^\u0020-\u00ff\n]/gu, (char) => LATIN1_STAND_INS[char] ?? '?')
/** A PDF string literal: parentheses and backslashes escaped. */
const literal = (text: string) => `(${toLatin1(text).replace(/[\\()]/g, (char) => `\\${char}`)})`

const LINE_LENGTH = 90

/** Words to lines of at most LINE_LENGTH characters. */
function wrap(text: string): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line !== '' && line.length + 1 + word.length > LINE_LENGTH) {
      lines.push(line)
      line = word
    } else line = line === '' ? word : `${line} ${word}`
  }
  if (line !== '') lines.push(line)
  return lines
}

function contentStream({ title, lines }: PdfContent): string {
  const body = lines.flatMap(wrap)
  return [
    'BT',
    '/F2 16 Tf',
    '56 770 Td',
    `${literal(title)} Tj`,
    '/F1 10 Tf',
    '0 -28 Td',
    '14 TL',
    ...body.map((line) => `${literal(line)} '`),
    'ET',
  ].join('\n')
}

const HEADER = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
const PADDING_LINE = 80

/** `bytes` bytes of comment lines (a lone newline where one byte is left), which every PDF reader skips. */
function padding(bytes: number): string {
  let text = ''
  let left = bytes
  while (left > 0) {
    const length = Math.min(PADDING_LINE, left)
    text += length === 1 ? '\n' : `%${'0'.repeat(length - 2)}\n`
    left -= length
  }
  return text
}

function assemble(content: PdfContent, pad: number): string {
  const stream = contentStream(content)
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${toLatin1(stream).length} >>\nstream\n${toLatin1(stream)}\nendstream`,
    `<< /Title ${literal(content.title)} /Producer (Simuliertes CMS) >>`,
  ]
  let text = HEADER + padding(pad)
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(text.length)
    text += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = text.length
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return text
}

/**
 * The PDF file, exactly `size` bytes long when `size` is at least what its content needs (else as
 * short as it can be). The text is Latin-1, one byte per character.
 */
export function pdfFile(content: PdfContent, size: number): Uint8Array {
  // The padding moves the cross-reference table, whose address at the end may grow by a digit: measure again.
  let pad = 0
  let text = assemble(content, pad)
  for (let pass = 0; pass < 3 && text.length !== size; pass++) {
    pad = Math.max(0, pad + size - text.length)
    text = assemble(content, pad)
  }
  return Uint8Array.from(text, (char) => char.charCodeAt(0))
}
