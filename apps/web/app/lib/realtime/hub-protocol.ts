/**
 * Socket.IO v5 packets as text (the payload of an Engine.IO message): `<type>[<namespace>,][<ack id>][<JSON>]`,
 * e.g. `2/notice,["receiveNotice","Popup",…]`, `0/main,{"token":"…"}`, `3/notice,4[true]`. Only the packets the
 * hubs use: binary events and answers (types 5 and 6) are neither sent nor read.
 */
export const HubPacket = {
  connect: 0,
  disconnect: 1,
  event: 2,
  ack: 3,
  connectError: 4,
} as const;
export type HubPacketType = (typeof HubPacket)[keyof typeof HubPacket];

export interface HubPacketFields {
  type: HubPacketType;
  /** `/main`, `/notice`…; `/` is the default namespace. */
  namespace: string;
  /** An event's answer id (the sender waits for an `ack` with the same id). */
  id?: number;
  data?: unknown;
}

export function encodeHubPacket(packet: HubPacketFields): string {
  let text = String(packet.type);
  if (packet.namespace !== '/') text += `${packet.namespace},`;
  if (packet.id !== undefined) text += String(packet.id);
  if (packet.data !== undefined) text += JSON.stringify(packet.data);
  return text;
}

/** The packet, or null for one this client does not read (binary, unknown type, broken JSON). */
export function decodeHubPacket(text: string): HubPacketFields | null {
  const type = Number(text[0]);
  if (!Object.values(HubPacket).includes(type as HubPacketType)) return null;
  let at = 1;
  let namespace = '/';
  if (text[at] === '/') {
    const comma = text.indexOf(',', at);
    const end = comma < 0 ? text.length : comma;
    namespace = text.slice(at, end);
    at = end + 1;
  }
  const digits = /^\d+/.exec(text.slice(at));
  const id = digits ? Number(digits[0]) : undefined;
  if (digits) at += digits[0].length;
  const rest = text.slice(at);
  let data: unknown;
  if (rest) {
    try {
      data = JSON.parse(rest);
    } catch {
      return null;
    }
  }
  return { type: type as HubPacketType, namespace, id, data };
}
