const formats = new Map<string, Intl.NumberFormat>()

/**
 * One Intl.NumberFormat per locale and options, made on first use and kept: making one costs far more than formatting
 * with it (a list of 25 distances made 25 and took a long task on a slow phone), and the page's first one loads the
 * locale's data, some 20 ms there, which a page that never shows such a number need not pay.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = formats.get(key)
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, options)
    formats.set(key, format)
  }
  return format
}
