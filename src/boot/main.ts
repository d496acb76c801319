// The entry chunk: React, the store, i18n and the runtime. Widgets and heavy libraries load on demand.
import '@/styles/base.css'
import { registry } from '@/widgets/registry'
import { startPage } from './start-page'

startPage(registry)
