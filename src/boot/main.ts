// The entry chunk: React, the store and the runtime. The registry, the widgets, the strings and every
// heavy library load on demand, all in parallel (the CMS preloads them: docs/cms-integration.md "Loading the bundle").
import '@/styles/base.css'
import { startPage } from './start-page'

// The page starts in a task of its own, after the one that evaluated the bundle's modules: two shorter tasks
// instead of one long one that a slow phone's input would wait behind (Total Blocking Time, docs/budgets.md).
setTimeout(() => startPage(() => import('@/widgets/registry').then((module) => module.registry)), 0)
