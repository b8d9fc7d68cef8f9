import { createChatRepository } from '../../features/chat/chat.repository.js';
import { newId } from '../../shared/ids.js';
import type { Db } from '../database.js';

/** A short conversation in the public room, by forum demo members (user name, text, minutes ago). */
const ROOM: ReadonlyArray<[string, string, number]> = [
  ['lensmaster', '大家好，有人用过 25mm 的 FA 镜头拍 2/3" 靶面吗？边缘暗角明显不？', 95],
  ['gigeli', '用过，光圈收到 f/4 基本看不出来。你是什么相机？', 90],
  ['lensmaster', '500 万像素的 GigE 面阵，准备上 PCB 板检测。', 86],
  ['pcbinspector', 'PCB 的话建议同轴光，反光会少很多。我们产线的方案可以参考论坛里那篇分享。', 80],
  ['halconfan', '同轴光 +1，另外曝光时间记得压短，传送带速度快的话容易拖影。', 62],
  ['dlzhang', '如果要做缺陷分类，先多采点样本，异常检测对小样本友好一些。', 30],
];

/**
 * Demo messages of the chat room, so the room is not empty at the first start: a few public messages by the
 * forum's demo members over the last two hours. Written only when the tenant's room has none; no money
 * moves (the demo history predates the room's price).
 */
export async function seedChat(db: Db, tenantId: string, now: Date = new Date()): Promise<void> {
  const existing = await db
    .selectFrom('chat_messages')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('conversation_key', '=', 'all')
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  const members = await db
    .selectFrom('users')
    .select(['id', 'user_name_key'])
    .where('tenant_id', '=', tenantId)
    .where(
      'user_name_key',
      'in',
      ROOM.map(([userName]) => userName),
    )
    .execute();
  const idOf = new Map(members.map((m) => [m.user_name_key, m.id]));
  const repo = createChatRepository(db);
  for (const [userName, content, minutesAgo] of ROOM) {
    const senderId = idOf.get(userName);
    if (!senderId) continue;
    const at = new Date(now.getTime() - minutesAgo * 60_000);
    await repo.insertMessage(null, {
      id: newId(at.getTime()),
      tenantId,
      conversationKey: 'all',
      messageType: 'All',
      senderId,
      receiverId: null,
      content,
      assistantMode: null,
      state: null,
      createdAt: at.toISOString(),
    });
  }
}
