/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped, so a label holding `</script>` cannot
 * end the element (docs/cms-integration.md "Embedding JSON"), as are U+2028 and U+2029.
 */
export const jsonLd = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
