import { join } from 'node:path';
import { z } from 'zod';
import { emptySiteIds, SiteIdsSchema, type SiteIds } from '../../protocol/sites.ts';
import { DIR_MODE, diskFor } from '../store/disk.ts';
import type { HubContext } from '../hub-context.ts';
import { loadSettings, saveSettings } from '../store/settings-file.ts';

type Ctx = Pick<HubContext, 'dataDir' | 'say'>;

/** A tournament's site ids: `<dataDir>/sites/<tournament>.json` (absent: none set yet). */
const sitesFile = (ctx: Ctx, tournament: string) => join(ctx.dataDir, 'sites', `${tournament}.json`);
const DiskSiteIdsSchema = SiteIdsSchema.extend({ v: z.number().optional() });

export function siteIds(ctx: Ctx, tournament: string | null): SiteIds {
  if (tournament === null) return emptySiteIds();
  const disk = diskFor(ctx.dataDir);
  return loadSettings(disk, sitesFile(ctx, tournament), DiskSiteIdsSchema, emptySiteIds(), (line) =>
    ctx.say(line, 'warn'),
  ) as SiteIds;
}

/** Replaces the top-level fields `patch` names, checked and written atomically; else why not. */
export function saveSiteIds(ctx: Ctx, tournament: string, patch: unknown) {
  const disk = diskFor(ctx.dataDir);
  disk.mkdirSync(join(ctx.dataDir, 'sites'), DIR_MODE);
  return saveSettings(disk, sitesFile(ctx, tournament), SiteIdsSchema, siteIds(ctx, tournament), patch);
}
