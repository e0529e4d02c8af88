/**
 * Session changes other parts react to without being imported by the login bundle: the Apollo
 * client (loaded with the signed-in shell) restarts its WebSocket and clears its store on these.
 */
export type SessionEvent = 'signed-in' | 'signed-out' | 'clinic-switched' | 'unauthorized';

type Listener = (event: SessionEvent) => void;

const listeners = new Set<Listener>();

export function onSessionEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitSessionEvent(event: SessionEvent): void {
  for (const listener of listeners) listener(event);
}
