/**
 * Writes the app holds back during an Undo window (the provider's order decisions, issue 20) go
 * out at once when the user leaves before the window ends, so that leaving never loses one:
 * closing the tab, reloading, following a link elsewhere or hiding the page (`pagehide`, and
 * `visibilitychange` to hidden, the last event a phone reliably fires before it discards a
 * page), and signing out (which waits for them: after the logout they would be refused).
 * Leaving a screen inside the app is the screen's own business (it sends on unmount).
 *
 * A send must start its request synchronously (a `keepalive` fetch), because the page may be
 * gone as soon as the event handler returns.
 */
type Send = () => Promise<unknown>;

const held = new Set<Send>();
let listening = false;

function listen() {
  if (listening) return;
  listening = true;
  window.addEventListener('pagehide', () => void sendHeldWrites());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void sendHeldWrites();
  });
}

/** Holds a write until `send` runs or the returned release is called (undone, or sent). */
export function holdUntilLeaving(send: Send): () => void {
  listen();
  held.add(send);
  return () => {
    held.delete(send);
  };
}

/** Sends every held write now; resolves once each has been answered (or failed). */
export async function sendHeldWrites(): Promise<void> {
  const sends = [...held];
  held.clear();
  await Promise.allSettled(sends.map((send) => send()));
}
