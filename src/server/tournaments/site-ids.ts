import { join } from 'node:path';
import { z } from 'zod';
import { emptySiteIds, SiteIdsSchema, type SiteIds } from '../../protocol/sites.ts';
import { DIR_MODE, diskFor } from '../store/disk.ts';
import type { Say } from '../log.ts';
import { damagedFilesOf, readDataFile } from '../store/damaged-files.ts';
import { loadSettings, saveSettings } from '../store/settings-file.ts';

interface Ctx {
  dataDir: string;
  say: Say;
}

/** A tournament's site ids: `<dataDir>/sites/<tournament>.json` (absent: none set yet). */
const sitesFile = (ctx: Ctx, tournament: string) => join(ctx.dataDir, 'sites', `${tournament}.json`);
const DiskSiteIdsSchema = SiteIdsSchema.extend({ v: z.number().optional() });

export function siteIds(ctx: Ctx, tournament: string | null): SiteIds {
  if (tournament === null) return emptySiteIds();
  const disk = diskFor(ctx.dataDir);
  const say = (line: string) => ctx.say(line, 'warn');
  const file = sitesFile(ctx, tournament);
  // named once in the hub's damaged files (the panel: sites/<tournament>.json), read again at each
  // use so that a file repaired by hand counts at once
  const damaged = damagedFilesOf(ctx.dataDir);
  if (damaged.has(file)) {
    if (readDataFile(disk, file, DiskSiteIdsSchema).state === 'damaged') return emptySiteIds();
    damaged.repaired(file);
  }
  return loadSettings(disk, file, DiskSiteIdsSchema, emptySiteIds(), say, ctx.dataDir) as SiteIds;
}

/** Replaces the top-level fields `patch` names, checked and written atomically; else why not. */
export function saveSiteIds(ctx: Ctx, tournament: string, patch: unknown) {
  const disk = diskFor(ctx.dataDir);
  disk.mkdirSync(join(ctx.dataDir, 'sites'), DIR_MODE);
  const current = siteIds(ctx, tournament);
  return saveSettings(disk, sitesFile(ctx, tournament), SiteIdsSchema, current, patch, ctx.dataDir);
}
