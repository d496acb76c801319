/**
 * The oil finder keeps its step in the address bar (spec 1 §2 "Oil finder (steps brand, model, note,
 * recommendation)"): `/oelfinder?kategorie=pkw&marke=vw&modell=vw-golf-8&typ=vw-golf-8-20tdi`. Each choice is a
 * history entry, so Back and Forward walk through the steps, a reload stays on the step and a shared link opens it.
 */
export const FINDER_PARAMS = { category: 'kategorie', make: 'marke', model: 'modell', type: 'typ' } as const
