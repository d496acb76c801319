// The entry chunk: React, the store and the runtime. The registry, the widgets, the strings and every
// heavy library load on demand, all in parallel (the CMS preloads them: docs/cms-integration.md "Loading the bundle").
import '@/styles/base.css'
import { startPage } from './start-page'

startPage(() => import('@/widgets/registry').then((module) => module.registry))
