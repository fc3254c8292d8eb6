import OBSWebSocket, { type OBSRequestTypes, type OBSResponseTypes } from 'obs-websocket-js';

/** How long one request may wait for OBS's answer unless told otherwise. */
export const OBS_ANSWER_MS = 5_000;

/** OBS did not answer in time (frozen, a modal dialog open, another service at its address). */
export class TimedOut extends Error {
  constructor(ms: number, what = 'answer') {
    super(`no ${what} from OBS in ${ms} ms (is the address right? is it OBS's WebSocket server?)`);
  }
}

/** Resolves as `p` does, or rejects with TimedOut after `ms`. */
export function withTimeout<T>(p: Promise<T>, ms: number, what?: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    p.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new TimedOut(ms, what)), ms);
    }),
  ]);
}

/**
 * An obs-websocket client whose every request has a deadline: an OBS that takes the socket and
 * then stops answering fails that request in `answerMs`, never holds its caller forever. After
 * one request timed out the client is `hung`: its socket is closed, so the rest fail at once.
 */
export class TimedObs extends OBSWebSocket {
  hung = false;
  readonly answerMs: number;
  constructor(answerMs = OBS_ANSWER_MS) {
    super();
    this.answerMs = answerMs;
  }

  override async call<Type extends keyof OBSRequestTypes>(
    requestType: Type,
    requestData?: OBSRequestTypes[Type],
  ): Promise<OBSResponseTypes[Type]> {
    if (this.hung) throw new TimedOut(this.answerMs, `answer to ${requestType}`);
    try {
      return await withTimeout(
        super.call(requestType, requestData),
        this.answerMs,
        `answer to ${requestType}`,
      );
    } catch (e) {
      if (e instanceof TimedOut) {
        this.hung = true;
        void this.disconnect().catch(() => {});
      }
      throw e;
    }
  }
}
