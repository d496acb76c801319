import * as v from 'valibot'
import { checkList } from './schema-check'

// Its own module: the widgets that read no such list do not carry it (docs/budgets.md).

/** A list inside an answer's schema, read as checkList reads one: each entry on its own, at most `max`. */
export const checkedList = <S extends v.GenericSchema>(schema: S, where: string, max: number) =>
  v.pipe(
    v.array(v.unknown()),
    v.transform((items) => checkList(items, schema, where, max)),
  )
