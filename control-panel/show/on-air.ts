import { z } from 'zod';
import { hubCall, type Answer } from '../../src/client/hub-api.ts';

/** V: this table goes on air (it drives OBS's scenes, and `table=on-air` sources show it). */
export function putOnAir(table: string, token: string): Promise<Answer<unknown>> {
  return hubCall('/obs', token, z.unknown(), {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ table }),
  });
}
