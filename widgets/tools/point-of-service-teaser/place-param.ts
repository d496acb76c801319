/** The dealer finder's query parameter for the place a visitor typed (a postal code or a town), and its longest value. */
export const PLACE_PARAM = 'q'
export const PLACE_MAX_LENGTH = 60
