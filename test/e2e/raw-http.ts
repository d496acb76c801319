import { connect } from 'node:net'
import { baseUrl } from './browser'

/** An answer as it came over the wire: status (0 when the connection closed without one), headers by lower-case name, body. */
export type RawAnswer = { status: number; headers: Record<string, string[]>; body: string }

const CRLF = Buffer.from('\r\n')

/** The body of a chunked answer without the chunk sizes (RFC 9112 §7.1). */
function unchunk(body: Buffer): Buffer {
  const parts: Buffer[] = []
  let at = 0
  for (;;) {
    const lineEnd = body.indexOf(CRLF, at)
    const size = parseInt(body.subarray(at, lineEnd).toString('latin1'), 16)
    if (!(size > 0)) return Buffer.concat(parts)
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size))
    at = lineEnd + 2 + size + 2
  }
}

function parseAnswer(bytes: Buffer): RawAnswer {
  const headEnd = bytes.indexOf('\r\n\r\n')
  const [statusLine = '', ...lines] = bytes.subarray(0, headEnd < 0 ? bytes.length : headEnd).toString('latin1').split('\r\n')
  const headers: Record<string, string[]> = {}
  for (const line of lines) {
    const at = line.indexOf(':')
    if (at > 0) (headers[line.slice(0, at).toLowerCase()] ??= []).push(line.slice(at + 1).trim())
  }
  const body = headEnd < 0 ? Buffer.alloc(0) : bytes.subarray(headEnd + 4)
  return {
    status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
    headers,
    body: (headers['transfer-encoding']?.includes('chunked') ? unchunk(body) : body).toString('utf8'),
  }
}

/**
 * Sends one request exactly as written, over a socket of its own, to the simulated CMS: fetch would
 * normalise the target (resolve `..`, `%2e`, backslashes) and refuse a bad Host, the very things under test.
 * Bytes are sent as latin1, so a test can write any byte into the request line. The request should ask to
 * close the connection; it is written, not ended, since a half-closed socket may be closed before a slow answer.
 */
export function rawRequest(head: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl())
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const socket = connect(Number(port), hostname, () => socket.write(Buffer.from(head, 'latin1')))
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      resolve(parseAnswer(Buffer.concat(chunks)))
    })
  })
}

/** A GET of `target` with a Host header (the CMS's own unless given; null for none), as one raw request that closes the connection. */
export const rawGet = (target: string, { host = new URL(baseUrl()).host, headers = '' }: { host?: string | null; headers?: string } = {}) =>
  rawRequest(`GET ${target} HTTP/1.1\r\n${host === null ? '' : `Host: ${host}\r\n`}${headers}Connection: close\r\n\r\n`)
