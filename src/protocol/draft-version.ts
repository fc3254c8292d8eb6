/**
 * The role draft's own protocol version (a page of another version is refused with `draft/version`).
 * 2: a link's key is spent on first use for a session credential (issue 36).
 * 3: on the hub's one socket `/ws`, the hello says `"kind":"draft"` (issue 36; `/draft/ws` is gone).
 */
export const DRAFT_PROTOCOL = 3;
