import { makeStore } from '@/store/index'
it('creates a store', () => { expect(makeStore().getState().running).toEqual({ families: {}, blocking: {} }) })
