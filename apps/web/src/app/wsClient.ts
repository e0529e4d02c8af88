import { createClient, type Client, type ClientOptions } from 'graphql-ws';

/** Close code graphql-ws treats as retryable; used to reconnect on purpose. */
const RESTART_CLOSE_CODE = 4205;

export interface RestartableClient extends Client {
  /**
   * Reconnects so the socket carries the current session cookie (the browser sends cookies only
   * on the WebSocket handshake). Live subscriptions resubscribe by themselves.
   */
  restart(): void;
}

/** The graphql-ws "restartable client" recipe. */
export function createRestartableClient(options: ClientOptions): RestartableClient {
  let restartRequested = false;
  let restart = () => {
    restartRequested = true;
  };

  const client = createClient({
    ...options,
    on: {
      ...options.on,
      opened: (socket) => {
        options.on?.opened?.(socket);
        const ws = socket as WebSocket;
        restart = () => {
          if (ws.readyState === WebSocket.OPEN) ws.close(RESTART_CLOSE_CODE, 'Client Restart');
          else restartRequested = true;
        };
        if (restartRequested) {
          restartRequested = false;
          restart();
        }
      },
    },
  });

  return { ...client, restart: () => restart() };
}

export function graphqlWsUrl(location: Location = window.location): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}/graphql`;
}
