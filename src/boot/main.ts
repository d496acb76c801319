// The entry: React, the store and the runtime. The registry, the widgets, the strings and every heavy
// library load on demand, all in parallel (the loader preloads them once the page has painted:
// docs/cms-integration.md "Loading the bundle").
import '@/styles/base.css'
import { startPage } from './start-page'

// In a task of its own, after this module's evaluation (React's with it): two shorter tasks instead of one long.
setTimeout(() => startPage(() => import('@/widgets/registry').then((module) => module.registry)))
