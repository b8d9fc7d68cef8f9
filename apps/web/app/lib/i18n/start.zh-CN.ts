import type { Widen } from './widen';

/** Strings of the start pages, nested under `corporate` (their area: lib/i18n/areas.ts). `start.en.ts` has the same shape. */
export const startZhCN = {
  corporate: {
    start: {
      title: '新手入门',
      lead: '第一次来到澄镜社区？这里介绍社区怎么用、钱钱（积分）怎么赚、每日活动怎么玩。',
      register: '免费注册',
      levelsCaption: '等级与所需经验',
      levelHead: '等级',
      levelName: '称号',
      levelExp: '所需经验',
      /** A line naming a value staff set (`{{…}}`) is left out when that value is switched off. */
      welcome: '注册即送 {{grant}} 钱钱的见面礼，第一天就能在聊天室发言、参加抽奖',
      sections: [
        {
          id: 'account',
          title: '注册并完善资料',
          paragraphs: [
            '用用户名（2–20 位字母或数字）、手机号和短信验证码即可注册，注册后立刻可以发帖、评论和点赞。也可以在个人主页绑定第三方账号，之后一键登录。',
          ],
          points: [
            '上传头像、修改昵称会推进新手任务，完成即可领取钱钱奖励',
            '个人主页展示你的话题、评论、获赞与等级；手机号、邮箱与 IP 从不对他人展示',
          ],
          links: [
            { label: '注册账号', to: '/register' },
            { label: '登录', to: '/login' },
          ],
        },
        {
          id: 'forum',
          title: '在社区提问与分享',
          paragraphs: [
            '社区按版块组织话题：相机与镜头、光源与打光、视觉软件、行业应用等。每个话题可以包含多个章节，支持 Markdown、代码高亮、图片粘贴上传，草稿自动保存。',
          ],
          points: [
            '标题 3–40 个字，正文至少 10 个字',
            '可以设置可见范围：公开、仅自己、指定成员或指定角色',
            '话题按最新、推荐（点赞）、热门（浏览）排序；优质内容会被版主置顶',
            '评论两级展示，回复会通知对方',
          ],
          links: [
            { label: '进入社区论坛', to: '/discuss' },
            { label: '发布新话题', to: '/editArt?operType=create&artType=discuss' },
          ],
        },
        {
          id: 'sign',
          title: '每日签到赚钱钱',
          paragraphs: [
            '钱钱是社区的积分。每天签到一次可获得 3.00–10.99 的随机奖励，尾数为 9 时奖励翻倍；连续签到每天额外 +1，单次最多 30。',
          ],
          points: ['连续签到指前一天也签到过，中断后重新计算', '所有钱钱变动都记录在账，余额永远不会为负'],
          links: [{ label: '去签到', to: '/activity/sign' }],
        },
        {
          id: 'level',
          title: '提升等级',
          paragraphs: ['经验决定等级。可以用钱钱按 1:1 兑换经验（每次 1–10000）。等级越高，可持有的钱钱银行卡越多。'],
          points: [],
          links: [{ label: '查看我的等级', to: '/activity/level' }],
        },
        {
          id: 'tasks',
          title: '任务、抽奖与银行',
          paragraphs: ['完成任务、参与抽奖和存钱都能让钱钱变多（也可能变少）。'],
          points: [
            '任务中心：新手任务按顺序解锁，每日任务次日零点过期，每周任务下周一零点过期；发帖、评论、点赞等行为自动推进进度，完成后领取奖励',
            '幸运大转盘：每次 {{cost}} 钱钱，奖品从 {{min}} 到 {{max}} 不等；另有九宫格与老虎机玩法',
            '钱钱银行：每张卡存入 50–100，存期 3 天，到期按当前利率取出；提前支取只退本金。利率每小时更新',
            '富豪榜：按钱钱排名，看看你排第几',
          ],
          links: [
            { label: '任务中心', to: '/activity/assignment' },
            { label: '幸运大转盘', to: '/activity/lucky' },
            { label: '钱钱银行', to: '/activity/bank' },
            { label: '富豪榜', to: '/money' },
          ],
        },
        {
          id: 'chat',
          title: '聊天室与 AI 助手',
          paragraphs: [
            '在聊天室和在线的工程师实时交流，或私聊某位成员。AI 助手可以回答产品选型、软件下载与课程相关的问题，回答会逐字显示。公共频道发言每条消耗 {{price}} 钱钱。',
          ],
          points: [],
          links: [{ label: '进入聊天室', to: '/chat' }],
        },
        {
          id: 'learn',
          title: '学习与资料',
          paragraphs: [
            '视觉学院的课程由应用工程师讲授，登录后自动记录进度，下次从上次的位置继续播放；免费课时游客也能观看。会员还可以下载会员专享的软件与文档。',
          ],
          points: [],
          links: [
            { label: '视觉学院', to: '/serviceSupport/college' },
            { label: '软件下载', to: '/serviceSupport/softwareDownload' },
            { label: '文档下载', to: '/serviceSupport/documentDownload' },
          ],
        },
      ],
    },
  },
} as const;

export type StartMessages = Widen<typeof startZhCN>;
