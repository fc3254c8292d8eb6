/** The role draft's own protocol version (a page of another version is refused with `draft/version`). */
export const DRAFT_PROTOCOL = 1;
