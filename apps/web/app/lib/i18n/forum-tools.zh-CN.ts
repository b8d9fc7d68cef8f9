import type { Widen } from './widen';

/**
 * Strings of the forum's member and staff tools (moderation, reports), nested under `forum`: the member layer loads
 * them with its code, so a guest's topic page never carries them. `forum-tools.en.ts` has the same shape.
 */
export const forumToolsZhCN = {
  forum: {
    moderation: {
      menu: '管理',
      pin: '置顶',
      unpin: '取消置顶',
      order: '排序权重',
      orderHelp: '权重越大越靠前（置顶主题之间也按它排序）',
      disableComments: '关闭评论',
      enableComments: '开启评论',
      hide: '隐藏主题',
      unhide: '取消隐藏',
      hideReason: '隐藏原因',
      hideReasonPlaceholder: '告诉作者为什么隐藏（可选）',
      move: '移动到其他板块',
      moveTo: '目标板块',
      history: '编辑历史',
      historyEmpty: '还没有编辑记录',
      revision: '第 {{revision}} 版',
      revisionBy: '{{nick}} 编辑于',
      done: '操作成功',
      hideComment: '隐藏评论',
      unhideComment: '取消隐藏',
      commentHidden: '评论已隐藏',
      commentShown: '评论已恢复显示',
    },
    report: {
      title: '举报',
      reason: '举报原因',
      reasons: {
        spam: '垃圾广告',
        abuse: '辱骂攻击',
        illegal: '违法违规',
        privacy: '泄露隐私',
        'off-topic': '与板块无关',
        other: '其他',
      },
      detail: '补充说明',
      detailPlaceholder: '可选，最多 500 字',
      submit: '提交举报',
      done: '感谢举报，版主会尽快处理',
    },
  },
} as const;

export type ForumToolsMessages = Widen<typeof forumToolsZhCN>;
