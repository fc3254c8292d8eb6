import { z } from 'zod';
import type { Patch } from './json-patch.ts';

/** The patch format and its diff/apply live in json-patch.ts (no zod, for the overlays' bundle). */
export { apply, diff, type Patch, type PatchOp, type PathKey } from './json-patch.ts';

export const PatchSchema = z.array(
  z.union([
    z.tuple([z.array(z.union([z.string(), z.number()])), z.unknown()]),
    z.tuple([z.array(z.union([z.string(), z.number()]))]),
  ]),
) as unknown as z.ZodType<Patch>;
