import ReconnectingWebSocket from 'partysocket/ws';
import { applyLobbyDelta, type LobbyDelta, type LobbyMessage } from '$shared/protocol/lobby';
import { socketUrl } from './urls';

/**
 * The waiting room, live (docs/protocol.md §4): the open public tables of one game and size,
 * and with a queue ticket the place in line: a full listing on connect, then only changes.
 * Only listens; nothing is ever sent.
 */
export class LobbyFeed {
  msg = $state.raw<LobbyMessage | null>(null);
  open = $state(false);
  private readonly ws: ReconnectingWebSocket;

  constructor(game: string, size: number, ticket?: string) {
    this.ws = new ReconnectingWebSocket(socketUrl(`/ws/lobby/${game}/${size}`, { ticket }), undefined, {
      maxEnqueuedMessages: 0,
      maxReconnectionDelay: 5000,
    });
    this.ws.addEventListener('open', () => (this.open = true));
    this.ws.addEventListener('close', () => (this.open = false));
    this.ws.addEventListener('message', (e) => {
      try {
        const msg = JSON.parse(String(e.data)) as LobbyMessage | LobbyDelta;
        if (msg.type === 'lobby') this.msg = msg;
        else if (msg.type === 'lobby-delta' && this.msg) this.msg = applyLobbyDelta(this.msg, msg);
      } catch {
        // not ours to worry about: the next update replaces it
      }
    });
  }

  close(): void {
    this.ws.close();
  }
}
