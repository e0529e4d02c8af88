import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { fakeFetch } from '../test';
import {
  SessionProvider,
  useSession,
  type SessionContextValue,
} from '../features/auth/SessionProvider';
import { holdUntilLeaving, sendHeldWrites } from './heldWrites';

afterEach(async () => {
  cleanup();
  await sendHeldWrites();
});

/** A held write that records when it was sent and answers once `answer` is called. */
function heldWrite(log: string[], name: string) {
  let answer = () => {};
  const release = holdUntilLeaving(() => {
    log.push(`send ${name}`);
    return new Promise<void>((resolve) => {
      answer = () => {
        log.push(`answered ${name}`);
        resolve();
      };
    });
  });
  return { release, answer: () => answer() };
}

describe('writes held for an Undo window', () => {
  it('go out once each when the page is hidden, not after being released', async () => {
    const log: string[] = [];
    const a = heldWrite(log, 'a');
    const b = heldWrite(log, 'b');
    b.release();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    window.dispatchEvent(new Event('pagehide'));
    expect(log).toEqual(['send a']);
    a.answer();
    await sendHeldWrites();
    expect(log).toEqual(['send a', 'answered a']);
  });

  it('are answered before signing out ends the session', async () => {
    const log: string[] = [];
    const calls = fakeFetch((call) => {
      log.push(call.url);
      return { status: 204 };
    });
    let session: SessionContextValue | undefined;
    function Probe() {
      session = useSession();
      return null;
    }
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    const write = heldWrite(log, 'decision');
    let signedOut: Promise<void> | undefined;
    act(() => {
      signedOut = session!.signOut();
    });
    expect(log).toEqual(['send decision']);
    expect(calls).toEqual([]);
    write.answer();
    await act(async () => signedOut);
    expect(log).toEqual(['send decision', 'answered decision', '/logout']);
  });
});
