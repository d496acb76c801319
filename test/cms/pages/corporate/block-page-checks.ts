/**
 * What the tests of the pages built from blocks read (downloads.test.ts, knowledge.test.ts): a page's body as the CMS
 * writes it, its blocks with their props, the problems the islands' own check (each widget's declaration) would find in
 * them, and a file as the CMS serves it.
 */
import type { ServerResponse } from 'node:http'
import type { Locale } from '@/i18n/locales'
import type { WidgetInputs } from '@/test/widget-inputs.gen'
import { catalogue } from '@/widgets/catalogue'
import { contextFor } from '../../context'
import { answerDownload } from '../../downloads'
import { languagePath } from '../../language-paths'
import { findPage } from '../index'

/** The page at `path` in `locale`, its body parsed. */
export function renderPage(path: string, locale: Locale = 'de-CH') {
  const page = findPage(path)
  if (!page) throw new Error(`no page at ${path}`)
  const doc = new DOMParser().parseFromString(`<main>${page.body(contextFor(new URL(`http://cms.test${languagePath(locale, path)}`), undefined))}</main>`, 'text/html')
  return { page, doc }
}

export type Block = { name: string; props: Record<string, unknown>; element: Element }

/** The page's blocks in order: each marker's widget and props (html.ts writes them in data-props). */
export const blocksIn = (doc: Document): Block[] =>
  [...doc.querySelectorAll('[data-component][data-widget]')].map((element) => ({
    name: `${element.getAttribute('data-component') ?? ''}/${element.getAttribute('data-widget') ?? ''}`,
    props: JSON.parse(element.getAttribute('data-props') ?? '{}') as Record<string, unknown>,
    element,
  }))

/** The props of the blocks named `name`. */
export const propsOf = <P>(blocks: Block[], name: string): P[] => blocks.filter((block) => block.name === name).map(({ props }) => props as P)

/** What the islands would refuse or warn about in the blocks' props (the runtime checks them with the declaration). */
export function propsProblems(blocks: Block[]): string[] {
  return blocks.flatMap(({ name, props }) => {
    const widget = catalogue.find((candidate) => candidate.name === name)
    if (!widget) return [`${name}: no such widget`]
    const checked = widget.declaration.check(props)
    return [...(checked.ok ? [] : checked.problems.map((problem) => `${name}: ${JSON.stringify(problem)}`)), ...checked.unknown.map((key) => `${name}: unknown prop ${key}`)]
  })
}

/** The bytes the CMS answers for the file at `path`, or undefined where it serves none (downloads.ts answerDownload). */
export function servedFile(path: string): Uint8Array | undefined {
  let body: Uint8Array | undefined
  const response = { writeHead: () => response, end: (bytes: Uint8Array) => (body = bytes) }
  return answerDownload(response as unknown as ServerResponse, path) ? body : undefined
}

/** A file list's props, as the pages write them. */
export type FileListProps = WidgetInputs['tools/file-list']
