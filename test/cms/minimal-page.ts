/**
 * The smallest complete page a template author can copy (docs/cms-integration.md "A minimal page"): theme
 * and language on <html> from the server (no flash), the head from the manifest, page data, one marker with
 * its fallback. minimal-page.e2e.ts checks that the docs show exactly this and that it runs.
 */
import { jsonForScript, marker } from './html'

export const MINIMAL_PAGE_DATA = { session: { theme: '01', language: 'de-CH', tenant: 'lubricants-ch' }, user: null }

/** The page, with `head` the tags the manifest gives for one `tools/heading` in de-CH. */
export const minimalPage = (head: string) => `<!doctype html>
<html lang="de-CH" data-theme="01">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Motorenöle</title>
${head}
</head>
<body>
<script type="application/json" id="page-data">${jsonForScript(MINIMAL_PAGE_DATA)}</script>
<main>
${marker('tools/heading', { text: 'Motorenöle', level: 1 }, { hydrate: 'load', fallback: '<h1>Motorenöle</h1>' })}
</main>
</body>
</html>
`
