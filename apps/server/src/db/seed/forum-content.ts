/**
 * Demo content of the community forum (see docs/product.md): boards, members and 60 topics written the way
 * machine-vision engineers write them. Plain data; db/seed/forum.ts turns it into rows.
 */

export interface DemoBoard {
  code: string;
  name: string;
  introduction: string;
  nameEn: string;
  introductionEn: string;
}

export const DEMO_BOARDS: DemoBoard[] = [
  {
    code: 'camera-selection',
    name: '选型交流',
    introduction: '面阵、线阵、智能相机怎么选？分辨率、帧率、接口与预算的取舍都在这里聊。',
    nameEn: 'Choosing a Camera',
    introductionEn:
      'Area scan, line scan or smart camera? Trade-offs between resolution, frame rate, interface and budget.',
  },
  {
    code: 'lens-lighting',
    name: '镜头与光源',
    introduction: '焦距、景深、远心、打光方式与光源控制器，成像质量从这里开始。',
    nameEn: 'Lenses and Lighting',
    introductionEn:
      'Focal length, depth of field, telecentric optics, lighting techniques and controllers: image quality starts here.',
  },
  {
    code: 'vision-sdk',
    name: '视觉软件与SDK',
    introduction: 'ClearSight SDK、GenICam、Halcon/OpenCV 集成与多语言开发经验。',
    nameEn: 'Vision Software and SDK',
    introductionEn: 'ClearSight SDK, GenICam, Halcon/OpenCV integration and development in many languages.',
  },
  {
    code: 'deep-learning',
    name: '深度学习检测',
    introduction: '缺陷分类、分割、少样本训练、模型部署到边缘设备。',
    nameEn: 'Deep Learning Inspection',
    introductionEn: 'Defect classification, segmentation, few-shot training and deploying models to edge devices.',
  },
  {
    code: 'industrial-comm',
    name: '工业通信',
    introduction: 'PLC、Modbus、PROFINET、EtherNet/IP、触发与 IO 时序。',
    nameEn: 'Industrial Communication',
    introductionEn: 'PLC, Modbus, PROFINET, EtherNet/IP, triggering and I/O timing.',
  },
  {
    code: 'off-topic',
    name: '灌水闲聊',
    introduction: '工作之外的轻松话题：出差见闻、职业发展、工具推荐。',
    nameEn: 'Off Topic',
    introductionEn: 'Light talk beyond work: travel stories, careers and tools worth recommending.',
  },
];

export interface DemoMember {
  userName: string;
  nick: string;
  introduction: string;
  moderator?: boolean;
}

export const DEMO_MEMBERS: DemoMember[] = [
  { userName: 'lensmaster', nick: '镜头老张', introduction: '做了十年光学方案，FA 镜头、远心镜头都熟。' },
  { userName: 'gigeli', nick: 'GigE小李', introduction: '多相机同步采集、网络调优爱好者。' },
  { userName: 'halconfan', nick: '算子搬运工', introduction: 'Halcon / OpenCV 双修，喜欢写小工具。' },
  { userName: 'pcbinspector', nick: 'PCB质检王工', introduction: '3C 电子 AOI 产线视觉负责人。' },
  { userName: 'plcwang', nick: '电气老王', introduction: '西门子、三菱 PLC 都调过，专治通信不通。' },
  { userName: 'dlzhang', nick: '张博士', introduction: '工业缺陷检测算法，关注小样本与异常检测。' },
  { userName: 'lightchen', nick: '打光陈师傅', introduction: '光源厂技术支持，打光方案随叫随到。' },
  { userName: 'opticszhao', nick: '赵版主', introduction: '社区版主，欢迎规范发帖。', moderator: true },
  { userName: 'robotarm', nick: '机器人引导小周', introduction: '2D/3D 视觉引导抓取与手眼标定。' },
  { userName: 'codereader', nick: '读码达人', introduction: 'DPM 码、物流读码项目经验。' },
  { userName: 'caliliu', nick: '标定刘', introduction: '尺寸测量与相机标定，精度控。' },
  { userName: 'edgeai', nick: '边缘AI阿杰', introduction: 'NPU 部署、模型量化与推理加速。' },
];

export interface DemoTopic {
  board: string;
  author: string;
  title: string;
  introduction: string;
  tags: string[];
  content: string;
  visibility?: 'public' | 'users' | 'roles';
  /** user names (visibility users) or role codes (visibility roles) */
  grants?: string[];
  pinned?: boolean;
  color?: string;
  /** Child articles: [name, content, children?] */
  articles?: DemoArticle[];
  /** Model numbers of the demo catalogue the topic is about (listed on those models' pages). */
  models?: string[];
}

export interface DemoArticle {
  name: string;
  content: string;
  children?: DemoArticle[];
}

const rules = (board: string) => `## 发帖须知

欢迎来到「${board}」板块。为了让问题更快得到解答，请在帖子里写清楚：

1. **硬件**：相机型号、镜头、光源及控制器；
2. **软件**：SDK 版本、操作系统、开发语言；
3. **现象**：出现频率、复现步骤，最好附上原图（注意脱敏）；
4. **已尝试**：做过哪些排查，结果如何。

> 广告、重复发帖和与板块无关的内容会被隐藏，屡次违规将被禁言。`;

export const DEMO_TOPICS: DemoTopic[] = [
  // ---------------------------------------------------------------- 选型交流
  {
    board: 'camera-selection',
    author: 'opticszhao',
    pinned: true,
    color: '#d4380d',
    title: '【置顶】选型交流板块发帖须知',
    introduction: '提问前请先看这里，信息越完整回复越快。',
    tags: ['版规'],
    content: rules('选型交流'),
  },
  {
    board: 'camera-selection',
    author: 'pcbinspector',
    title: '检测 0201 元件偏移，500万还是1200万像素？',
    models: ['CS-A050-10GM', 'CS-A123-10GM'],
    introduction: '视野 40×30 mm，要求识别 0.05 mm 偏移。',
    tags: ['面阵相机', 'PCB', '分辨率'],
    content: `## 需求

- 视野约 **40 × 30 mm**，节拍 0.8 s；
- 需要判断 0201 元件（0.6 × 0.3 mm）偏移，公差 ±0.05 mm。

## 我的估算

按经验每个最小特征至少 3–4 个像素：0.05 mm / 3 ≈ 0.017 mm/px，40 mm / 0.017 ≈ 2350 px。

所以 500 万（2448 × 2048）刚好够，但余量很小。1200 万（4096 × 3000）余量足但帧率只有 30 fps。

有没有做过类似项目的朋友，实际用哪个更稳？`,
  },
  {
    board: 'camera-selection',
    author: 'gigeli',
    title: '全局快门和卷帘快门在传送带上的差别实测',
    models: ['CS-U050-20UM', 'CS-A050-10GM'],
    introduction: '同样 1 m/s 的线速度，卷帘快门的图像斜成什么样。',
    tags: ['快门', '运动拍摄'],
    content: `## 测试条件

传送带 1 m/s，曝光 100 µs，同为 500 万像素的两款相机。

## 结果

- 全局快门：边缘清晰，尺寸测量误差 < 1 px；
- 卷帘快门：整幅图像有明显倾斜，读出时间约 30 ms，物体在这段时间走了 30 mm。

## 结论

运动场景别省这点钱，**一律全局快门**。卷帘快门适合静态拍照或者配合频闪光源的场合。`,
  },
  {
    board: 'camera-selection',
    author: 'codereader',
    title: '物流读码：一台 2000 万相机还是三台 500 万？',
    models: ['CS-A200-10GC', 'ID-330'],
    introduction: '包裹高度 0–800 mm 变化，条码最小模块 0.25 mm。',
    tags: ['读码', '物流', '景深'],
    content: `包裹高度变化大，单相机方案景深不够，需要配液态镜头或者高分辨率 + 小光圈。

## 方案 A：单台 2000 万 + 液态镜头

优点是标定简单；缺点是对焦切换约 15 ms，节拍紧张。

## 方案 B：三台 500 万分层覆盖

每台负责约 270 mm 的高度段，互相重叠 30 mm。成本略高，但每台都是固定焦距，稳定。

大家现场更倾向哪种？`,
  },
  {
    board: 'camera-selection',
    author: 'robotarm',
    title: '3D 相机选型：结构光、ToF 还是双目？',
    introduction: '无序抓取金属件，反光严重。',
    tags: ['3D视觉', '结构光', '无序抓取'],
    content: `## 工况

- 料框 600 × 400 × 300 mm，金属冲压件，表面有油；
- 节拍 6 s/件，定位精度 ±1 mm。

## 初步了解

| 类型 | 精度 | 抗反光 | 速度 |
|:--|:--|:--|:--|
| 结构光 | 高 | 中 | 中 |
| ToF | 低 | 中 | 快 |
| 主动双目 | 中 | 较好 | 快 |

目前倾向多次曝光的蓝光结构光，有没有踩过坑的？`,
  },
  {
    board: 'camera-selection',
    author: 'gigeli',
    title: 'USB3 相机在工控机上偶尔掉线怎么办',
    models: ['CS-U050-20UM', 'CS-U123-20UM'],
    introduction: '跑一两天会掉一次，重新插拔就好。',
    tags: ['USB3', '稳定性'],
    content: `## 现象

USB3 Vision 相机连续采集，平均 30 小时掉线一次，设备管理器里相机消失。

## 已排查

1. 换了带锁紧螺丝的主动线缆，无改善；
2. 关闭 USB 选择性暂停，间隔变长到 50 小时；
3. 主板 USB 控制器是 ASMedia，换 Intel 原生口后暂时没再掉。

看来控制器很关键，大家工控机一般选什么芯片组？`,
  },
  {
    board: 'camera-selection',
    author: 'pcbinspector',
    title: '线阵相机行频怎么算？附计算表',
    models: ['CL-G4K-10GM', 'CL-T8K-80TM'],
    introduction: '运动速度、精度和行频的关系，一张表说清楚。',
    tags: ['线阵相机', '行频'],
    content: `行频 = 运动速度 / 运动方向像素精度。

例如速度 500 mm/s，要求 0.02 mm/px：

\`\`\`text
行频 = 500 / 0.02 = 25000 Hz = 25 kHz
\`\`\`

再留 20% 余量，选 30 kHz 以上的相机。**编码器触发**比内部行频稳定得多，速度波动时图像不会被拉伸。`,
  },
  {
    board: 'camera-selection',
    author: 'caliliu',
    title: '高精度尺寸测量，像元尺寸越小越好吗？',
    introduction: '2.2 µm 和 3.45 µm 的像元，实测重复精度差别。',
    tags: ['测量', '传感器'],
    content: `## 结论先行

不是。像元越小，满阱容量越低、噪声相对越大，且对镜头分辨率要求更高。

## 实测（同视野）

- 3.45 µm + 500 万：重复精度 1.2 µm；
- 2.2 µm + 1200 万：重复精度 1.0 µm，但需要更贵的镜头，边缘 MTF 不够时反而更差。

镜头的解析力要匹配像元，否则就是“假高清”。`,
  },
  {
    board: 'camera-selection',
    author: 'edgeai',
    title: '智能相机能替代“工控机 + 工业相机”吗？',
    models: ['SC-2016M', 'SC-5016D'],
    introduction: '预算有限的小产线，想省掉工控机。',
    tags: ['智能相机', '成本'],
    content: `简单的有无检测、读码、定位，智能相机完全够用，部署快、体积小。

但遇到这些情况还是建议上工控机：

- 多相机联合计算；
- 需要复杂的自定义算法或深度学习大模型；
- 需要和 MES 做大量数据交互。

SC-5000 这类带 NPU 的智能相机可以跑轻量分割模型，边界在慢慢往上移。`,
  },
  {
    board: 'camera-selection',
    author: 'codereader',
    title: '彩色相机做颜色分拣的白平衡问题',
    introduction: '同一批物料，早上和下午判定结果不一样。',
    tags: ['彩色相机', '白平衡'],
    content: `## 现象

环境光随时间变化，自动白平衡导致颜色阈值漂移。

## 处理

1. 关闭自动白平衡，用标准白板做一次手动白平衡并保存到用户集；
2. 加遮光罩，只用自己的光源；
3. 颜色判断从 RGB 换到 HSV/Lab 空间，对亮度变化更鲁棒。

做完这三步，一周内判定一致。`,
  },
  // ---------------------------------------------------------------- 镜头与光源
  {
    board: 'lens-lighting',
    author: 'opticszhao',
    pinned: true,
    color: '#d4380d',
    title: '【置顶】镜头与光源板块发帖须知',
    introduction: '提问请附上工作距离、视野和原图。',
    tags: ['版规'],
    content: rules('镜头与光源'),
  },
  {
    board: 'lens-lighting',
    author: 'lensmaster',
    title: '焦距怎么选：一个公式加三个例子',
    introduction: '工作距离、视野、靶面尺寸三者的关系。',
    tags: ['焦距', '镜头选型'],
    content: `近似公式：**焦距 f ≈ 工作距离 WD × 靶面尺寸 / 视野**。

## 例 1

2/3" 靶面（8.8 mm 宽），WD = 300 mm，视野 100 mm：f ≈ 300 × 8.8 / 100 ≈ 26 mm，选 25 mm。

## 例 2

1" 靶面（12.8 mm），WD = 500 mm，视野 200 mm：f ≈ 32 mm，选 35 mm。

## 例 3

视野很小且要测量：别用普通镜头了，直接上**远心镜头**。`,
    articles: [
      {
        name: '基础概念',
        content: `## 靶面尺寸

传感器对角线的“英寸”不是真实尺寸，1" 靶面的对角线约 16 mm。

## 工作距离

镜头前端到被测物的距离，不是到传感器的距离。`,
        children: [
          { name: '景深', content: '景深随光圈收小而增大，但光圈太小会有衍射，F8–F11 通常是折中。' },
          { name: '畸变', content: '普通 FA 镜头畸变 0.1%–1%，测量项目需要标定矫正或使用远心镜头。' },
        ],
      },
      {
        name: '常见误区',
        content: '1. 只看像素不看镜头分辨率；\n2. 工作距离留得太紧，没空间装光源；\n3. 忽略接圈对最近对焦距离的影响。',
      },
    ],
  },
  {
    board: 'lens-lighting',
    author: 'lightchen',
    title: '划痕检测打光：低角度环形光 vs 同轴光',
    introduction: '金属抛光面上的细划痕，怎么打才明显。',
    tags: ['打光', '划痕', '金属'],
    content: `## 镜面表面

抛光金属是镜面反射，**同轴光**下平整区域亮、划痕处散射变暗，对比度很好。

## 粗糙表面

拉丝面、喷砂面用**低角度环形光**，划痕边缘会形成亮线。

## 小技巧

- 光源尽量靠近被测面；
- 用偏振片压掉杂散反光；
- 曝光时间缩短，避免过曝把细划痕“吃掉”。`,
  },
  {
    board: 'lens-lighting',
    author: 'caliliu',
    title: '双远心镜头真的没有透视误差吗？',
    models: ['LT-100-110'],
    introduction: '实测高度变化 ±2 mm 时的尺寸变化。',
    tags: ['远心镜头', '测量'],
    content: `远心度不是 0，一般标称 < 0.1°。

实测：双远心镜头在物体高度变化 ±2 mm 时，尺寸变化约 2 µm；普通 25 mm 镜头同样条件下变化约 150 µm。

所以对测量来说差了两个数量级，但**景深内**才成立，出了景深一样会模糊。`,
  },
  {
    board: 'lens-lighting',
    author: 'lightchen',
    title: '光源控制器频闪接线与时序',
    models: ['LC-4D'],
    introduction: '相机曝光输出接控制器触发，附时序图。',
    tags: ['光源控制器', '频闪', '触发'],
    content: `## 接线

相机 Line1 输出（Exposure Active）→ 控制器 TRIG 输入，共地。

## 时序

\`\`\`text
触发  ‾‾|__|‾‾‾‾‾‾‾‾‾‾
曝光  ‾‾‾‾|______|‾‾‾‾
光源  ‾‾‾|________|‾‾‾   (提前 10 µs 点亮，延后 10 µs 关闭)
\`\`\`

频闪时电流可以开到常亮的 3–5 倍，亮度高而发热低，适合高速运动场景。`,
  },
  {
    board: 'lens-lighting',
    author: 'lensmaster',
    title: '线扫镜头的 M72 和 M95 接口有什么讲究',
    models: ['LL-6028-M72', 'LL-12040-M95'],
    introduction: '8K 以上线阵相机镜头接口的选择。',
    tags: ['线扫镜头', '接口'],
    content: `8K × 7 µm 的传感器长度约 57 mm，M42 已经装不下，需要 M72。16K × 5 µm ≈ 82 mm，则要 M95。

另外注意**法兰距**，转接环会改变后截距，影响对焦范围。`,
  },
  {
    board: 'lens-lighting',
    author: 'pcbinspector',
    title: 'PCB 焊点检测用什么颜色的光？',
    introduction: 'RGB 三色环形光的原理与效果。',
    tags: ['AOI', '焊点', '打光'],
    content: `AOI 常用红绿蓝三色分层环形光：不同角度的光打到焊点斜面上，反射回相机的颜色代表坡度。

- 红色：低角度，平面区；
- 绿色：中角度；
- 蓝色：高角度，陡坡。

少锡、多锡、虚焊的颜色分布明显不同，用颜色特征就能分类。`,
  },
  {
    board: 'lens-lighting',
    author: 'lightchen',
    title: '背光检测透明瓶液位的坑',
    introduction: '气泡和瓶身花纹干扰严重。',
    tags: ['背光', '液位'],
    content: `背光在透明瓶上会把瓶身花纹、气泡都当成边缘。

改进：

1. 换成**漫射背光 + 条纹板**，利用液体折射让条纹在液面处错位；
2. 或者用红外光，部分液体对红外吸收更强，液面对比更明显。`,
  },
  {
    board: 'lens-lighting',
    author: 'lensmaster',
    title: '镜头 MTF 曲线怎么看',
    introduction: '别只看“500 万像素镜头”的宣传。',
    tags: ['MTF', '镜头'],
    content: `MTF 曲线横轴是视场高度，纵轴是对比度传递。看三点：

1. 中心和边缘的 MTF 差距，差距大说明边缘糊；
2. 子午和弧矢两条线是否接近，分得开说明像散大；
3. 看奈奎斯特频率（1 / 2 × 像元尺寸）处的值，> 0.3 比较够用。`,
  },
  {
    board: 'lens-lighting',
    author: 'codereader',
    title: '穹顶光解决曲面反光读码',
    introduction: '铝罐底部的激光打标码，终于读出来了。',
    tags: ['穹顶光', '读码'],
    content: `曲面金属上点光源会形成一个个高光点。穹顶光（积分球）提供各个方向均匀的漫射光，高光消失，DPM 码对比度稳定。

代价是体积大，相机需要从顶部小孔看进去，工作距离受限。`,
  },
  // ---------------------------------------------------------------- 视觉软件与SDK
  {
    board: 'vision-sdk',
    author: 'opticszhao',
    pinned: true,
    color: '#d4380d',
    title: '【置顶】视觉软件与SDK板块发帖须知',
    introduction: '贴代码请用代码块并写明 SDK 版本。',
    tags: ['版规'],
    content: rules('视觉软件与SDK'),
  },
  {
    board: 'vision-sdk',
    author: 'halconfan',
    title: 'ClearSight SDK Python 采集入门（含完整代码）',
    models: ['CS-SDK'],
    introduction: '从枚举设备到保存图片，二十行代码。',
    tags: ['Python', 'SDK', '入门'],
    content: `\`\`\`python
from clearsight import DeviceManager

devices = DeviceManager.enumerate()
cam = devices[0].open()
cam.set("ExposureTime", 5000.0)
cam.set("TriggerMode", "Off")
cam.start()
frame = cam.grab(timeout_ms=1000)
frame.save("first.png")
cam.stop()
cam.close()
\`\`\`

注意：\`grab\` 返回的帧缓冲在下一次 \`grab\` 后会被复用，需要保存就先 \`frame.copy()\`。`,
    articles: [
      {
        name: '安装',
        content:
          '```bash\npip install clearsight-sdk\n```\n\nWindows 需要先安装驱动包，Linux 需要把用户加入 `video` 组。',
        children: [
          { name: 'Windows', content: '安装包会同时装好 GigE 过滤驱动和 USB3 驱动，装完重启一次。' },
          {
            name: 'Linux',
            content: '把 `udev` 规则复制到 `/etc/udev/rules.d/`，执行 `sudo udevadm control --reload`。',
          },
        ],
      },
      {
        name: '连续采集与回调',
        content:
          '```python\ndef on_frame(frame):\n    print(frame.frame_id, frame.timestamp)\n\ncam.register_callback(on_frame)\ncam.start()\n```\n\n回调里不要做耗时处理，放进队列交给工作线程。',
      },
      {
        name: '参数保存与加载',
        content: '用 `cam.save_user_set(1)` 保存到相机的用户集，上电默认加载设置 `UserSetDefault`。',
      },
    ],
  },
  {
    board: 'vision-sdk',
    author: 'gigeli',
    title: 'GigE 相机丢帧排查清单',
    models: ['CS-A050-10GM', 'CS-SDK'],
    introduction: '从网卡到交换机，一步步来。',
    tags: ['GigE', '丢帧', '网络'],
    content: `## 网卡

- 开启**巨型帧**（Jumbo Frame 9000）；
- 接收缓冲区调到最大；
- 关闭节能以太网（EEE）。

## 相机

- 包大小（GevSCPSPacketSize）设为 8192；
- 多相机共用网口时设置包间延时（GevSCPD）。

## 交换机

普通交换机缓冲小，多相机同时触发会丢包，建议每台相机独立网口或用 PoE 网卡。`,
    articles: [
      { name: '带宽计算', content: '500 万像素 8 bit × 20 fps ≈ 100 MB/s，已接近千兆网极限（约 115 MB/s 有效）。' },
      { name: 'Windows 网卡设置', content: '在网卡高级属性里设置 Jumbo Packet = 9014 Bytes，Receive Buffers = 2048。' },
    ],
  },
  {
    board: 'vision-sdk',
    author: 'halconfan',
    title: 'OpenCV 与 SDK 图像格式转换，避免多余拷贝',
    introduction: 'Mono8 / BayerRG8 直接构造 cv::Mat。',
    tags: ['OpenCV', 'C++', '性能'],
    content: `\`\`\`cpp
cv::Mat img(frame.height(), frame.width(), CV_8UC1, frame.data(), frame.stride());
cv::Mat bgr;
cv::cvtColor(img, bgr, cv::COLOR_BayerRG2BGR);
\`\`\`

第一行不拷贝数据，注意 \`frame\` 的生命周期必须长于 \`img\`。`,
  },
  {
    board: 'vision-sdk',
    author: 'robotarm',
    title: '手眼标定：眼在手上 vs 眼在手外',
    introduction: '两种方式的标定流程和精度对比。',
    tags: ['手眼标定', '机器人'],
    content: `## 眼在手外（Eye-to-Hand）

相机固定，标定板装在机器人末端，求相机到机器人基座的变换。

## 眼在手上（Eye-in-Hand）

相机装在末端，标定板固定，求相机到末端法兰的变换。

两者都是解 AX = XB，建议至少 15 个姿态，旋转角度尽量分散，重投影误差控制在 0.3 px 以内。`,
  },
  {
    board: 'vision-sdk',
    author: 'caliliu',
    title: '亚像素边缘检测的精度到底能到多少',
    introduction: '同一张图，不同算法的重复精度实测。',
    tags: ['亚像素', '测量', '算法'],
    content: `理论上可以到 1/10 像素，但前提是：

1. 边缘对比度足够、噪声低；
2. 光照稳定；
3. 镜头畸变已标定。

实测在良好条件下重复精度约 0.05 px，现场震动和温漂往往才是瓶颈。`,
  },
  {
    board: 'vision-sdk',
    author: 'halconfan',
    title: 'C# 调用 SDK 时内存一直涨',
    introduction: '采集一晚上涨了 2 GB。',
    tags: ['C#', '内存泄漏'],
    content: `## 原因

每帧创建 \`Bitmap\` 但没有 \`Dispose\`，GDI 句柄和非托管内存都在涨。

## 解决

\`\`\`csharp
using (var bmp = frame.ToBitmap())
{
    pictureBox.Image?.Dispose();
    pictureBox.Image = (Bitmap)bmp.Clone();
}
\`\`\`

更好的做法是复用一个 \`WriteableBitmap\`，只拷贝像素数据。`,
  },
  {
    board: 'vision-sdk',
    author: 'gigeli',
    title: '多相机硬件同步触发的三种做法',
    introduction: 'IO 触发、PTP 同步、动作命令。',
    tags: ['同步', 'PTP', '触发'],
    content: `1. **IO 硬触发**：一根触发线并联到所有相机，最简单，延时抖动 < 1 µs；
2. **PTP（IEEE 1588）**：相机时钟同步后按计划时间采集，无需布线；
3. **Action Command**：主机广播动作命令，GigE Vision 标准功能，抖动约几十微秒。

产线上优先 IO 触发，简单可靠。`,
  },
  {
    board: 'vision-sdk',
    author: 'codereader',
    title: 'GenICam 节点名大小写敏感吗？',
    introduction: 'ExposureTime 和 exposuretime 的区别。',
    tags: ['GenICam'],
    content: `敏感。GenICam SFNC 规定了标准节点名，SDK 按名字查找节点，写错大小写会返回“节点不存在”。

不确定时可以先遍历节点树打印名字，或者用 SDK 自带的参数浏览器看。`,
  },
  {
    board: 'vision-sdk',
    author: 'halconfan',
    title: 'Linux 下采集程序开机自启的坑',
    introduction: 'systemd 服务里找不到相机。',
    tags: ['Linux', 'systemd'],
    content: `systemd 服务启动时网络还没就绪，GigE 相机枚举不到。

\`\`\`ini
[Unit]
After=network-online.target
Wants=network-online.target
\`\`\`

再加上重试逻辑：枚举失败时间隔 2 秒重试 10 次。`,
  },
  // ---------------------------------------------------------------- 深度学习检测
  {
    board: 'deep-learning',
    author: 'opticszhao',
    pinned: true,
    color: '#d4380d',
    title: '【置顶】深度学习检测板块发帖须知',
    introduction: '讨论模型时请说明数据量和评价指标。',
    tags: ['版规'],
    content: rules('深度学习检测'),
  },
  {
    board: 'deep-learning',
    author: 'dlzhang',
    title: '只有 30 张缺陷图，怎么训练？',
    introduction: '小样本缺陷检测的几种思路。',
    tags: ['小样本', '异常检测', '数据增强'],
    content: `## 思路一：异常检测

只用良品训练（PatchCore、PaDiM 等），缺陷样本只用来验证。良品好收集，很适合产线初期。

## 思路二：合成缺陷

把真实缺陷抠出来贴到良品上，配合泊松融合，数量可以翻几十倍。

## 思路三：预训练 + 微调

用大量公开工业数据预训练的骨干网络，只微调最后几层。

实际项目里一般先上异常检测把漏检压住，再积累缺陷样本转监督学习。`,
    articles: [
      { name: '异常检测基线', content: 'PatchCore：用 ImageNet 预训练特征做最近邻，AUROC 在 MVTec 上 > 99%。' },
      {
        name: '合成缺陷流程',
        content: '1. 标注真实缺陷掩码；\n2. 随机缩放旋转；\n3. 泊松融合到良品；\n4. 人工抽检合成质量。',
      },
      { name: '评价指标', content: '产线最关心的是**漏检率**，过检可以人工复判。建议固定漏检率为 0，比较过检率。' },
    ],
  },
  {
    board: 'deep-learning',
    author: 'edgeai',
    title: '分割模型 INT8 量化后精度掉了 5 个点',
    introduction: '校准集怎么选？',
    tags: ['量化', 'INT8', '部署'],
    content: `## 问题

FP32 mIoU 0.91，INT8 降到 0.86。

## 排查

1. 校准集只用了良品，缺陷区域的激活分布没覆盖到；
2. 最后一层输出对量化敏感。

## 解决

校准集按比例加入缺陷样本，最后一层保持 FP16 混合精度，mIoU 回到 0.90。`,
  },
  {
    board: 'deep-learning',
    author: 'dlzhang',
    title: '标注规范统一的重要性',
    introduction: '三个人标注，模型学到了三种标准。',
    tags: ['标注', '数据质量'],
    content: `同一种划痕，有人框整条、有人只框最明显的一段，模型的召回率在验证集上忽高忽低。

建议：

- 写一页纸的标注规范，配正反例图片；
- 每周抽 5% 交叉复核；
- 有争议的样本单独建一个“疑难”类别，别硬塞。`,
  },
  {
    board: 'deep-learning',
    author: 'pcbinspector',
    title: '传统算法和深度学习怎么配合',
    introduction: 'AOI 产线上的实际分工。',
    tags: ['算法选择', 'AOI'],
    content: `我们的做法：**传统算法做定位和测量，深度学习做外观判断。**

- 定位、尺寸：模板匹配 + 亚像素边缘，可解释、稳定；
- 脏污、划痕、异物这类形态多变的缺陷：分类/分割网络。

两者结合比纯深度学习更好调试。`,
  },
  {
    board: 'deep-learning',
    author: 'edgeai',
    title: 'SC-5000 智能相机部署 YOLO 实测帧率',
    models: ['SC-5050D', 'SC-5120D'],
    introduction: '640 输入，INT8，单帧 18 ms。',
    tags: ['YOLO', '智能相机', '边缘计算'],
    content: `| 模型 | 输入 | 精度 | 耗时 |
|:--|:--|:--|--:|
| YOLOv8n | 640 | INT8 | 18 ms |
| YOLOv8s | 640 | INT8 | 35 ms |
| YOLOv8s | 640 | FP16 | 61 ms |

前处理（缩放、归一化）在 NPU 外做，大约占 4 ms，可以用相机 ROI 先裁剪减少开销。`,
  },
  {
    board: 'deep-learning',
    author: 'dlzhang',
    title: '过检太多，产线要求降到 0.5% 以下',
    introduction: '阈值调高又怕漏检。',
    tags: ['过检', '阈值'],
    content: `分析过检样本发现 70% 是同一种“灰尘”，其实不算缺陷。

做法：把灰尘单独作为一类训练，而不是让它和“良品”混在一起；推理时灰尘类直接判良。过检从 2.1% 降到 0.4%，漏检没有增加。`,
  },
  {
    board: 'deep-learning',
    author: 'edgeai',
    title: '模型版本管理和产线回滚',
    introduction: '新模型上线出问题，怎么快速回到旧版本。',
    tags: ['MLOps', '部署'],
    content: `我们给每个模型包打版本号，附带训练数据快照哈希、评价报告和阈值配置。

产线端保留最近三个版本，切换只改一个配置项并记录审计日志，回滚 1 分钟内完成。`,
  },
  {
    board: 'deep-learning',
    author: 'dlzhang',
    title: '锂电极片缺陷检测数据集整理经验',
    introduction: '褶皱、露箔、划痕、颗粒四类。',
    tags: ['锂电', '数据集'],
    content: `极片是卷材，线阵相机拍出来的图很长，先切成 1024 × 1024 的小块，重叠 64 像素，避免缺陷被切断。

类别严重不均衡：颗粒占 60%，露箔只有 2%。训练时用 focal loss 加过采样。`,
  },
  {
    board: 'deep-learning',
    author: 'opticszhao',
    visibility: 'roles',
    grants: ['moderator'],
    title: '版主内部：深度学习板块精华帖评选',
    introduction: '本季度候选帖汇总，仅版主可见。',
    tags: ['内部'],
    content: `候选：

1. 《只有 30 张缺陷图，怎么训练？》
2. 《分割模型 INT8 量化后精度掉了 5 个点》

请各位版主在本周内投票。`,
  },
  // ---------------------------------------------------------------- 工业通信
  {
    board: 'industrial-comm',
    author: 'opticszhao',
    pinned: true,
    color: '#d4380d',
    title: '【置顶】工业通信板块发帖须知',
    introduction: '请写明 PLC 型号、协议和抓包结果。',
    tags: ['版规'],
    content: rules('工业通信'),
  },
  {
    board: 'industrial-comm',
    author: 'plcwang',
    title: '视觉结果通过 Modbus TCP 发给 PLC 的寄存器规划',
    introduction: '一张表把坐标、角度、结果码安排好。',
    tags: ['Modbus', 'PLC'],
    content: `| 地址 | 含义 | 类型 |
|:--|:--|:--|
| 40001 | 心跳 | INT16 |
| 40002 | 结果码 0 OK / 1 NG / 2 无料 | INT16 |
| 40003–40004 | X（0.001 mm） | INT32 |
| 40005–40006 | Y（0.001 mm） | INT32 |
| 40007 | 角度（0.01°） | INT16 |

注意 INT32 的**字序**，西门子和三菱习惯不同，调试时先发一个已知值确认。`,
    articles: [
      { name: '西门子 S7-1200 配置', content: '使用 MB_SERVER 指令，数据块里定义与上表对应的数组，注意关闭优化访问。' },
      { name: '三菱 FX5U 配置', content: '在以太网配置里添加 Modbus/TCP 连接，软元件映射到 D 寄存器。' },
    ],
  },
  {
    board: 'industrial-comm',
    author: 'plcwang',
    title: '触发信号抖动导致重复拍照',
    introduction: '光电开关信号加了滤波还是偶发。',
    tags: ['触发', 'IO', '滤波'],
    content: `相机触发输入有去抖参数（LineDebouncerTime），设成 500 µs 后重复触发消失。

另外光电开关输出是 NPN 还是 PNP 要和相机输入匹配，接反了会出现信号一直处于中间电平的情况。`,
  },
  {
    board: 'industrial-comm',
    author: 'robotarm',
    title: '相机与机器人 TCP/IP 通讯协议怎么设计',
    introduction: '自定义字符串协议的几个建议。',
    tags: ['TCP', '机器人'],
    content: `1. 固定帧头帧尾，例如 \`#\` 开头、\`\\r\\n\` 结尾；
2. 每条消息带序号，回复原样带回，便于对应；
3. 数值用定点整数，避免小数点和区域设置问题；
4. 心跳 1 秒一次，3 次无响应判定断线并重连。`,
  },
  {
    board: 'industrial-comm',
    author: 'plcwang',
    title: 'PROFINET 相机接入博途的 GSD 文件',
    introduction: '导入后设备名称一定要对上。',
    tags: ['PROFINET', '西门子'],
    content: `GSDML 导入后，在网络视图里拖入设备，**设备名称**必须与相机里设置的 PROFINET 名称完全一致（小写），否则一直报“设备不可达”。

IP 可以让 PLC 分配，调试阶段建议固定。`,
  },
  {
    board: 'industrial-comm',
    author: 'codereader',
    title: '读码器结果上传 MES 的两种方式',
    introduction: 'PLC 转发还是直连数据库？',
    tags: ['MES', '读码'],
    content: `- **经 PLC 转发**：和产线节拍严格同步，但 PLC 字符串处理麻烦；
- **工控机直连 MES 接口**：灵活，支持图片上传，要处理断网缓存。

我们最后选了直连 + 本地 SQLite 缓存，网络恢复后补传。`,
  },
  {
    board: 'industrial-comm',
    author: 'plcwang',
    title: 'EtherNet/IP 隐式报文周期设置',
    introduction: 'RPI 设太小 PLC 负载飙升。',
    tags: ['EtherNet/IP', '罗克韦尔'],
    content: `RPI（请求包间隔）默认 10 ms，视觉结果一般 20–50 ms 就够。多台设备时总带宽和 PLC 扫描负载都要算一下。`,
  },
  {
    board: 'industrial-comm',
    author: 'gigeli',
    visibility: 'users',
    grants: ['plcwang', 'robotarm'],
    title: '某客户现场通信问题复盘（仅项目组）',
    introduction: '涉及客户信息，仅限项目组成员查看。',
    tags: ['复盘'],
    content: `现场交换机开启了广播风暴抑制，GigE 相机的发现报文被丢弃。关闭该功能后恢复。

后续在交付清单里加入“交换机配置检查”一项。`,
  },
  {
    board: 'industrial-comm',
    author: 'robotarm',
    title: '编码器信号给相机和 PLC 共用要注意什么',
    introduction: '差分信号分配器的必要性。',
    tags: ['编码器', '线阵'],
    content: `编码器 A/B 差分信号直接并联到两个设备，负载加倍可能导致幅值不足。用**信号分配器**一分二，各自隔离，干扰也小。`,
  },
  {
    board: 'industrial-comm',
    author: 'plcwang',
    title: 'OPC UA 在视觉系统中的应用',
    introduction: '相比 Modbus 的优势和代价。',
    tags: ['OPC UA'],
    content: `OPC UA 有信息模型、有安全认证，字段自描述，适合和 MES/SCADA 对接。

代价是实现复杂、实时性不如现场总线。节拍要求高的触发和结果交互仍建议走 IO 或 PROFINET。`,
  },
  // ---------------------------------------------------------------- 灌水闲聊
  {
    board: 'off-topic',
    author: 'opticszhao',
    pinned: true,
    title: '【置顶】灌水区也要文明发言',
    introduction: '轻松聊天，但请勿人身攻击和发广告。',
    tags: ['版规'],
    content: '灌水区欢迎分享工作日常、出差见闻和工具推荐。\n\n请遵守社区规范：不发广告、不人身攻击、不泄露客户信息。',
  },
  {
    board: 'off-topic',
    author: 'gigeli',
    title: '出差调试必备工具清单',
    introduction: '背包里装了什么，欢迎补充。',
    tags: ['工具', '出差'],
    content: `- 笔记本（两块网口或者 USB 网卡）；
- 千兆交换机一个、网线若干；
- 万用表、小螺丝刀套装；
- 标定板、白纸（做白平衡）；
- 黑胶布、扎带；
- 充电宝和一个好的头灯。`,
  },
  {
    board: 'off-topic',
    author: 'dlzhang',
    title: '从算法岗转视觉应用工程师的一年',
    introduction: '从论文到产线，心态的变化。',
    tags: ['职业发展'],
    content: `最大的变化：**稳定比精度重要**。

论文里 0.5% 的提升值得高兴，产线上一次误停线就能否定一切。学会和电气、工艺、质量部门沟通，比调参更难也更有价值。`,
  },
  {
    board: 'off-topic',
    author: 'lightchen',
    title: '你们见过最离谱的现场环境是什么',
    introduction: '我先来：车间顶棚有天窗，中午阳光直射。',
    tags: ['现场'],
    content: '最后只能给整个工位做了个“小黑屋”，光源重新打。大家还遇到过什么？',
  },
  {
    board: 'off-topic',
    author: 'halconfan',
    title: '推荐几本机器视觉入门书',
    introduction: '理论和实践各两本。',
    tags: ['书籍', '学习'],
    content: `1. 《机器视觉算法与应用》——经典教材；
2. 《数字图像处理》（冈萨雷斯）——基础必读；
3. 《OpenCV 4 计算机视觉编程实战》——上手快；
4. 各大相机厂商的选型手册——别小看，实用性很强。`,
  },
  {
    board: 'off-topic',
    author: 'robotarm',
    title: '周末去看了工业自动化展',
    introduction: '3D 视觉和 AI 检测是今年的热点。',
    tags: ['展会'],
    content: '今年明显感觉 3D 相机价格下来了，很多国产厂商做到了和进口差不多的精度。AI 检测的演示几乎每家都有。',
  },
  {
    board: 'off-topic',
    author: 'edgeai',
    title: '大家用什么记录调试笔记？',
    introduction: '纸质本、OneNote 还是 Markdown？',
    tags: ['效率'],
    content: '我现在用 Markdown + Git，每个项目一个仓库，参数、照片、结论都放进去，回头查非常方便。',
  },
  {
    board: 'off-topic',
    author: 'plcwang',
    title: '电气和视觉工程师的相爱相杀',
    introduction: '“是你相机的问题！”“不，是你的信号！”',
    tags: ['日常'],
    content: '每次联调最后都发现是一根线的问题。建议大家联调前先对一遍 IO 表，能省一半的吵架时间。',
  },
  {
    board: 'off-topic',
    author: 'pcbinspector',
    title: '产线夜班值守的小技巧',
    introduction: '远程查看视觉系统状态。',
    tags: ['运维'],
    content: '给视觉程序加了一个只读状态页，显示良率、节拍和最近 NG 图，手机上就能看，夜班不用一直守在工位。',
  },
  {
    board: 'off-topic',
    author: 'lensmaster',
    title: '老镜头还能用吗？二手市场淘镜头经验',
    introduction: '看霉斑、看光圈、看对焦环。',
    tags: ['二手', '镜头'],
    content: '用手电从后面照，看镜片有无霉斑和划痕；光圈叶片有无油渍；对焦环是否顺滑。测量项目还是建议买新镜头。',
  },
];

/** Generic but on-topic comments, picked per board. */
export const DEMO_COMMENTS: Record<string, string[]> = {
  'camera-selection': [
    '同样的需求我们用的 500 万，配 25 mm 镜头，跑了一年很稳。',
    '建议先借样机现场打光拍一下，理论计算和实际往往差一截。',
    '帧率够的话优先选高分辨率，后面需求变了还有余量。',
    '预算允许的话选全局快门，运动场景省心很多。',
    '感谢分享，这个计算思路很清楚。',
    '接口也要考虑，线缆长度超过 5 米就别选 USB3 了。',
  ],
  'lens-lighting': [
    '打光真是视觉的一半，换个角度效果天差地别。',
    '可以试试加偏振片，反光会好很多。',
    '远心镜头贵是贵，测量项目真的值。',
    '光源控制器记得选数字调光的，现场调参方便。',
    '楼主的时序图很清楚，收藏了。',
    '我们现场用的是条形光两侧低角度打，效果也不错。',
  ],
  'vision-sdk': [
    '代码跑通了，感谢！补充一下 Linux 下需要先加 udev 规则。',
    '回调里千万别做耗时操作，我之前就是这样丢帧的。',
    '巨型帧开了之后丢帧明显减少。',
    '可以用 SDK 自带的参数浏览器先调好再写代码。',
    '这个问题我也遇到过，升级到最新版驱动解决了。',
    '建议把相机参数保存到用户集，断电不丢。',
  ],
  'deep-learning': [
    '异常检测路线在产线初期真的很好用。',
    '量化校准集一定要覆盖缺陷样本，这点踩过坑。',
    '标注规范太重要了，我们也是吃了亏才重视。',
    '请问合成缺陷的比例控制在多少比较合适？',
    '过检问题很多时候是类别定义不清楚。',
    '模型版本管理这块有没有推荐的工具？',
  ],
  'industrial-comm': [
    '字序问题坑过无数人，先发已知值确认是好习惯。',
    '心跳机制一定要有，现场断线太常见了。',
    '设备名称大小写那个坑我也踩过。',
    '去抖时间设多少要看产线速度，不能一刀切。',
    '直连 MES 记得做断网缓存，楼主考虑得很周全。',
    '感谢分享寄存器规划表，直接拿来用了。',
  ],
  'off-topic': [
    '哈哈，太真实了。',
    '补充一个：带一个小的补光手电，看线缆接头很方便。',
    '同感，现场沟通比写代码难多了。',
    '收藏了，谢谢推荐。',
    '今年展会确实 3D 和 AI 最多。',
    '支持！夜班远程查看太有用了。',
  ],
};

/** What a demo comment says to the member it mentions (the `@userName` goes before it). */
export const DEMO_MENTIONS = [
  '你们产线上遇到过类似的情况吗？',
  '这个你之前做过，帮忙看看？',
  '之前你提过的方案，这里也适用吧？',
];

export const DEMO_REPLIES = [
  '同意楼上。',
  '谢谢解答，我回去试试。',
  '能详细说说吗？',
  '这个方法我们也用过，确实有效。',
  '补充一点：注意现场温度变化。',
];
