import type { Widen } from './widen';

/**
 * Strings of the forum's member and staff tools (moderation, reports, the comment box), nested under `forum`: the
 * member layer loads them with its code, so a guest's topic page never carries them. `forum-tools.en.ts` has the
 * same shape.
 */
export const forumToolsZhCN = {
  forum: {
    tools: {
      deleteTopic: '删除主题',
      deleteTopicConfirm: '确定删除该主题吗？删除后不可恢复。',
      topicDeleted: '主题已删除',
      deleteArticle: '删除文章',
      deleteArticleConfirm: '确定删除这篇文章及其所有下级文章吗？',
      articleDeleted: '文章已删除',
      markAnswer: '采纳为答案',
      unmarkAnswer: '取消采纳',
      answerMarked: '已采纳为答案',
      answerCleared: '已取消采纳',
      deleteComment: '删除',
      deleteCommentConfirm: '确定删除这条评论吗？其下的回复会保留。',
      commentRemoved: '评论已删除',
    },
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
    unread: {
      count_other: '{{count}} 条未读',
      label_other: '有 {{count}} 条未读评论',
      new: '新',
      newLabel: '你还没看过的新主题',
      markBoard: '本板块全部已读',
      markAll: '全部标为已读',
      marked: '已标记为已读',
    },
    watch: {
      button: '关注',
      label: '关注设置：{{level}}',
      saved: '关注设置已保存',
      fromBoard: '（随板块）',
      levels: {
        watching: '关注',
        normal: '普通',
        muted: '屏蔽',
      },
      topicHelp: {
        watching: '每条新回复都会通知你（多条合并为一条通知）',
        normal: '只在有人回复你或提到你时通知你',
        muted: '不再通知此主题的任何动态（被提到时除外）',
      },
      boardHelp: {
        watching: '板块里的新主题和新回复都会通知你',
        normal: '只在有人回复你或提到你时通知你',
        muted: '不通知此板块的任何动态（被提到时除外）',
      },
    },
    following: {
      hint: '你关注或屏蔽的主题和板块；已删除或你已无权查看的主题不会显示',
      empty: '还没有关注或屏蔽任何主题或板块。在主题或板块页点“关注”即可设置。',
      topic: '主题',
      board: '板块',
      all: '全部',
      level: '通知级别',
      since: '设置于',
      total_other: '共 {{count}} 项',
      saved: '已更新',
    },
    /** The member's comment box (only the member layer shows it). */
    commentBox: {
      placeholder: '友善发言，理性讨论（支持链接，最多 1000 字）',
      label: '评论内容',
      replyLabel: '回复 @{{nick}}',
      submit: '发表评论',
      submitReply: '回复',
      cancelReply: '取消',
      counter: '{{count}}/{{max}}',
      required: '请输入评论内容',
      tooLong: '评论最多 {{max}} 个字',
      posted: '评论成功',
    },
  },
} as const;

export type ForumToolsMessages = Widen<typeof forumToolsZhCN>;
