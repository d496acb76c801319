// The parts of the communication process the confirmation needs without the calls (api/contact-manager.ts brings the
// API client): a page that only confirms loads no axios.

/** spec 2 §9: the FAQ's confirmation promises a reply within this many hours. */
export const FAQ_REPLY_HOURS = 48

/** A request's reference as the contact manager answers it and the confirmation's address carries it. */
export const REFERENCE_PATTERN = /^[A-Z0-9-]{4,20}$/
