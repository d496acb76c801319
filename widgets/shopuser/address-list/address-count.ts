/** At most this many placeholder cards while the list loads. */
// Apart from the declaration, which brings the component and its CSS: the simulated CMS reads it under Node.
export const ADDRESS_COUNT_MAX = 50
