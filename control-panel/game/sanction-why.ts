/**
 * The clause and reason the operator types for a seat's next sanction (Q, issue 21): "4.3.1 talking
 * out of turn" is the clause 4.3.1 and that reason; text without a leading clause is all reason.
 */
export interface Why {
  clause?: string;
  reason?: string;
}

const CLAUSE = /^(\d{1,2}(?:\.\d{1,2}){0,3})\.?(?:\s+|$)/;

export function parseWhy(text: string): Why {
  const t = text.trim();
  const m = CLAUSE.exec(t);
  const clause = m?.[1];
  const reason = (m ? t.slice(m[0].length) : t).trim().slice(0, 200);
  return { ...(clause ? { clause } : {}), ...(reason ? { reason } : {}) };
}
