/**
 * Version of the wire protocol and the command schema (public contract: Stream Deck, Companion).
 * In its own file without zod, so that browser code can import it alone.
 */
export const PROTOCOL_VERSION = 1;
