import { z } from 'zod';
import { emptySiteIds, SiteIdsSchema, type SiteIds } from '../../protocol/sites.ts';
import type { DataDir } from '../store/data-dir.ts';
import { DIR_MODE } from '../store/disk.ts';
import { readDataFile } from '../store/damaged-files.ts';
import { loadSettings, saveSettings } from '../store/settings-file.ts';

interface Ctx {
  data: DataDir;
}

/** A tournament's site ids: `<dataDir>/sites/<tournament>.json` (absent: none set yet). */
const sitesFile = (ctx: Ctx, tournament: string) => ctx.data.at('sites', `${tournament}.json`);
const DiskSiteIdsSchema = SiteIdsSchema.extend({ v: z.number().optional() });

export function siteIds(ctx: Ctx, tournament: string | null): SiteIds {
  if (tournament === null) return emptySiteIds();
  const { disk, damaged } = ctx.data;
  const file = sitesFile(ctx, tournament);
  // named once in the hub's damaged files (the panel: sites/<tournament>.json), read again at each
  // use so that a file repaired by hand counts at once
  if (damaged.has(file)) {
    if (readDataFile(disk, file, DiskSiteIdsSchema).state === 'damaged') return emptySiteIds();
    damaged.repaired(file);
  }
  return loadSettings(ctx.data, file, DiskSiteIdsSchema, emptySiteIds()) as SiteIds;
}

/** Replaces the top-level fields `patch` names, checked and written atomically; else why not. */
export function saveSiteIds(ctx: Ctx, tournament: string, patch: unknown) {
  ctx.data.disk.mkdirSync(ctx.data.at('sites'), DIR_MODE);
  const current = siteIds(ctx, tournament);
  return saveSettings(ctx.data, sitesFile(ctx, tournament), SiteIdsSchema, current, patch);
}
