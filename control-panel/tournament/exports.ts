/**
 * The panel's exports (docs/protocol.md "Exports"): fetched with the operator token in its header
 * (never in a URL), then saved as a file, or opened to print (the paper protocol).
 */
import type { Said } from '../../src/protocol/index.ts';
import { problem } from '../../src/client/page-problems.ts';
import { inEach, text, type Lang, type Text } from '../../src/words/index.ts';
import type { Written } from '../../src/words/format.ts';
import { isWritten } from '../../src/words/languages.ts';
import { ErrorReply } from '../../src/client/hub-api.ts';

export interface ExportLink {
  path: string;
  label: Text;
  /** Saved under this name; absent: opened in a new tab to print. */
  file?: string;
}

/** The hub's documents are written in the catalog's languages (the test locale gets the English). */
const written = (lang: Lang): Written => (isWritten(lang) ? lang : 'en');

export const gameExports = (gameId: string, asked: Lang): ExportLink[] => {
  const lang = written(asked);
  const id = encodeURIComponent(gameId);
  return [
    {
      path: `/games/${id}/protocol.html?lang=${lang}`,
      label: text('panelTournament.protocolPrint'),
    },
    {
      path: `/games/${id}/mafiaratings.json`,
      label: inEach(() => 'mafiaratings'), // a site's name, said as it is
      file: `${gameId}.mafiaratings.json`,
    },
    {
      path: `/games/${id}/polemica.json`,
      label: inEach(() => 'Polemica'),
      file: `${gameId}.polemica.json`,
    },
    { path: `/games/${id}/protocol.csv`, label: inEach(() => 'CSV'), file: `${gameId}.csv` },
  ];
};

export const tournamentExports = (tournament: string, asked: Lang): ExportLink[] => {
  const lang = written(asked);
  const id = encodeURIComponent(tournament);
  return [
    {
      path: `/tournaments/${id}/protocol.html?lang=${lang}`,
      label: text('panelTournament.summary'),
    },
    {
      path: `/tournaments/${id}/protocols.html?lang=${lang}`,
      label: text('panelTournament.protocols'),
    },
    {
      path: `/tournaments/${id}/standings.xlsx?lang=${lang}`,
      label: text('panelTournament.standingsXlsx'),
      file: `${tournament}.xlsx`,
    },
  ];
};

/** Fetches one export; null when it is saved or opened, else the hub's words (or the client's offline). */
export async function openExport(link: ExportLink, token: string): Promise<Said | null> {
  let res: Response;
  try {
    res = await fetch(`/api/v1${link.path}`, { headers: { authorization: `Bearer ${token}` } });
  } catch {
    return problem('client/offline').message;
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as unknown;
    return ErrorReply.safeParse(body).data?.error.message ?? problem('client/bad-reply').message;
  }
  const url = URL.createObjectURL(await res.blob());
  if (link.file) {
    const a = document.createElement('a');
    a.href = url;
    a.download = link.file;
    a.click();
  } else window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return null;
}
