/** A table id (also a directory name): lowercase letters, digits and dashes, up to 32. No zod: pages use it. */
export const TABLE_ID = /^[a-z0-9][a-z0-9-]{0,31}$/;
