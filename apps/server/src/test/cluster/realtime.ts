import { HUBS, WS_BASE } from '@clearsight/contracts';
import { Manager, type Socket } from 'socket.io-client';

/**
 * Realtime tabs of the cluster proof, through nginx over WebSocket: members in the chat room and guests on the
 * notice hub. Each reconnects as the web client does: by itself after a lost connection (a killed instance),
 * and after a short pause when the server ended it (a draining instance sends its sockets away); the web
 * client waits HUB_RECONNECT_MS, the proof 500 ms to keep the run short.
 */

export interface Tab {
  hub: 'chat' | 'notice';
  socket: Socket;
  /** Times it was disconnected, and times it connected again afterwards. */
  disconnects: number;
  reconnects: number;
  /** Texts of events received: chat messages' contents, notices' titles. */
  received: string[];
}

export function openTabs(front: string, chatTokens: string[], guests: number): { tabs: Tab[]; close(): void } {
  const tabs: Tab[] = [];
  const managers: Manager[] = [];
  const open = (hub: Tab['hub'], token?: string) => {
    const manager = new Manager(front, {
      path: WS_BASE,
      transports: ['websocket'],
      reconnectionDelay: 500,
      reconnectionDelayMax: 500,
      randomizationFactor: 0,
      autoConnect: false,
    });
    managers.push(manager);
    const socket = manager.socket(hub === 'chat' ? HUBS.chat : HUBS.notice, { auth: token ? { token } : {} });
    const tab: Tab = { hub, socket, disconnects: 0, reconnects: 0, received: [] };
    let connectedOnce = false;
    socket.on('connect', () => {
      if (connectedOnce) tab.reconnects += 1;
      connectedOnce = true;
    });
    socket.on('disconnect', (reason) => {
      tab.disconnects += 1;
      if (reason === 'io server disconnect') setTimeout(() => socket.connect(), 500);
    });
    if (hub === 'chat')
      socket.on('receiveMsg', (_type: number, message: { content: string }) => tab.received.push(message.content));
    else socket.on('receiveNotice', (_type: string, title: string) => tab.received.push(title));
    socket.connect();
    tabs.push(tab);
  };
  for (const token of chatTokens) open('chat', token);
  for (let i = 0; i < guests; i++) open('notice');
  return {
    tabs,
    close() {
      for (const tab of tabs) tab.socket.disconnect();
      for (const manager of managers) manager.engine?.close();
    },
  };
}

/** Waits until every tab is connected (true), or until `ms` have passed (false). */
export async function allConnected(tabs: Tab[], ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (tabs.every((t) => t.socket.connected)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return tabs.every((t) => t.socket.connected);
}

/** Waits until every tab of the hub has received `text`; the tabs that have not after `ms`. */
export async function awaitDelivery(tabs: Tab[], text: string, ms: number): Promise<Tab[]> {
  const until = Date.now() + ms;
  const missing = () => tabs.filter((t) => !t.received.includes(text));
  while (Date.now() < until && missing().length > 0) await new Promise((resolve) => setTimeout(resolve, 100));
  return missing();
}
