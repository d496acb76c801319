/** spec 1 §5, spec 2 §5, §9: the largest quantity a cart line may hold; inputs never go above it and the server refuses more. */
export const MAX_QUANTITY = 9999
