import { describe, expect, it } from 'vitest';
import { decodeHubPacket, encodeHubPacket, HubPacket } from './hub-protocol';

/** The packets as socket.io-parser writes them (Socket.IO protocol v5). */
describe('hub packets', () => {
  it('writes a namespace, an answer id and JSON as Socket.IO does', () => {
    expect(encodeHubPacket({ type: HubPacket.connect, namespace: '/main', data: { token: 't' } })).toBe(
      '0/main,{"token":"t"}',
    );
    expect(
      encodeHubPacket({ type: HubPacket.event, namespace: '/notice', id: 12, data: ['liveJoin', 'topic', 'x'] }),
    ).toBe('2/notice,12["liveJoin","topic","x"]');
    expect(encodeHubPacket({ type: HubPacket.disconnect, namespace: '/chat' })).toBe('1/chat,');
    expect(encodeHubPacket({ type: HubPacket.event, namespace: '/', data: ['a'] })).toBe('2["a"]');
  });

  it('reads what the server sends', () => {
    expect(decodeHubPacket('0/main,{"sid":"abc"}')).toEqual({
      type: HubPacket.connect,
      namespace: '/main',
      id: undefined,
      data: { sid: 'abc' },
    });
    expect(decodeHubPacket('3/notice,12[true]')).toEqual({
      type: HubPacket.ack,
      namespace: '/notice',
      id: 12,
      data: [true],
    });
    expect(decodeHubPacket('1/bbs-notice,')).toEqual({
      type: HubPacket.disconnect,
      namespace: '/bbs-notice',
      id: undefined,
      data: undefined,
    });
    expect(decodeHubPacket('4/main,{"message":"请先登录"}')?.data).toEqual({ message: '请先登录' });
    expect(decodeHubPacket('2["onlineNum",3]')).toMatchObject({ namespace: '/', data: ['onlineNum', 3] });
  });

  it('skips binary packets and broken ones', () => {
    expect(decodeHubPacket('51-/notice,["x",{"_placeholder":true,"num":0}]')).toBeNull();
    expect(decodeHubPacket('2/notice,["x"')).toBeNull();
    expect(decodeHubPacket('')).toBeNull();
  });
});
