import { createElement } from 'react'
import { useTranslation } from 'react-i18next'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { fileDetails } from './file-details'
import { FILE_GLYPH } from './file-glyph'
import type { FileListProps } from './file-list.widget'
import './file-list.css'

/**
 * Files to read or keep (spec 2 §2.10 file list): each with its preview or a file symbol, its name, kind and size, a
 * link that opens it in a new tab and one that downloads it. Both links carry the file's name for a screen reader,
 * which lists links out of their rows. The markup is the fallback's (file-list.fallback.ts).
 */
export function FileList({ title, level, files }: FileListProps) {
  const { t, i18n } = useTranslation('tools')
  return (
    <div data-block="file-list">
      {title !== undefined && createElement(`h${level}`, { 'data-part': 'title' }, title)}
      <ul data-part="files">
        {files.map((file) => {
          const details = fileDetails(file, i18n.language)
          return (
            <li key={file.url} data-part="file">
              {file.preview === undefined ? (
                // A constant of this block, never data: safe to write as HTML.
                <span data-part="file-icon" dangerouslySetInnerHTML={{ __html: FILE_GLYPH }} />
              ) : (
                <img data-part="preview" src={file.preview} alt="" width="48" height="64" loading="lazy" decoding="async" />
              )}
              <span data-part="file-body">
                <span data-part="file-name">{file.name}</span>
                {details !== '' && <span data-part="file-details">{details}</span>}
              </span>
              <span data-part="file-actions">
                <SafeLink href={file.url} target="_blank">
                  {t('fileList.view')} <span className="visually-hidden">{file.name}</span>
                </SafeLink>
                <SafeLink href={file.url} download="">
                  {t('fileList.download')} <span className="visually-hidden">{file.name}</span>
                </SafeLink>
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
