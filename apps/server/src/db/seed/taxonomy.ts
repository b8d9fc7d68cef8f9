import { PAGES } from '@clearsight/contracts';
/** A real-looking machine-vision catalogue taxonomy (see docs/product.md). */
export const PRODUCT_TYPES: ReadonlyArray<{
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  series: ReadonlyArray<{
    name: string;
    nameEn: string;
    description: string;
    descriptionEn: string;
    flagship?: boolean;
  }>;
}> = [
  {
    name: '面阵相机',
    nameEn: 'Area Scan Cameras',
    description: '从 VGA 到 1.5 亿像素，GigE、USB3、10GigE 与 CoaXPress 接口的工业面阵相机。',
    descriptionEn:
      'Industrial area scan cameras from VGA to 150 megapixels, with GigE, USB3, 10GigE and CoaXPress interfaces.',
    series: [
      {
        name: 'CS-A 经济型 GigE 系列',
        nameEn: 'CS-A GigE Value',
        description: '紧凑 29×29 mm 机身，PoE 供电，适合多相机系统。',
        descriptionEn: 'A compact 29 × 29 mm housing powered over Ethernet, made for multi-camera systems.',
        flagship: true,
      },
      {
        name: 'CS-U USB3 Vision 系列',
        nameEn: 'CS-U USB3 Vision',
        description: '即插即用，高带宽，适合实验室与桌面设备。',
        descriptionEn: 'Plug and play with plenty of bandwidth, for lab setups and benchtop equipment.',
      },
      {
        name: 'CS-X 10GigE 高速系列',
        nameEn: 'CS-X 10GigE',
        description: '2500 万像素下 100 fps，长距离传输。',
        descriptionEn: '100 fps at 25 megapixels, over long cable runs.',
      },
      {
        name: 'CS-C CoaXPress 超高速系列',
        nameEn: 'CS-C CoaXPress 2.0',
        description: 'CXP-12 四链路，面向半导体与锂电检测。',
        descriptionEn: 'Four CXP-12 links, built for semiconductor and battery inspection.',
      },
    ],
  },
  {
    name: '线阵相机',
    nameEn: 'Line Scan Cameras',
    description: '2K–16K 分辨率，适合卷材、印刷、玻璃与 PCB 的连续表面检测。',
    descriptionEn: '2K to 16K resolution for continuous surface inspection of webs, print, glass and PCBs.',
    series: [
      {
        name: 'CL-G GigE 线阵系列',
        nameEn: 'CL-G GigE Line',
        description: '2K/4K，行频最高 80 kHz。',
        descriptionEn: '2K and 4K, with line rates up to 80 kHz.',
        flagship: true,
      },
      {
        name: 'CL-T TDI 线阵系列',
        nameEn: 'CL-T TDI',
        description: '时间延迟积分，弱光高速场景下的高信噪比。',
        descriptionEn: 'Time delay integration for a clean signal at high speed in low light.',
      },
      {
        name: 'CL-X CoaXPress 线阵系列',
        nameEn: 'CL-X CoaXPress Line',
        description: '16K 分辨率，行频 200 kHz。',
        descriptionEn: '16K resolution at a 200 kHz line rate.',
      },
    ],
  },
  {
    name: '智能相机',
    nameEn: 'Smart Cameras',
    description: '集成图像处理器与视觉工具，无需工控机即可完成定位、测量、读码与检测。',
    descriptionEn:
      'An image processor and vision tools on board: locate, measure, read codes and inspect without an industrial PC.',
    series: [
      {
        name: 'SC-2000 智能相机',
        nameEn: 'SC-2000 Smart Camera',
        description: '图形化流程编辑，内置光源与液态镜头。',
        descriptionEn: 'A graphical job editor, with built-in lighting and a liquid lens.',
        flagship: true,
      },
      {
        name: 'SC-5000 深度学习智能相机',
        nameEn: 'SC-5000 Deep Learning',
        description: '内置 NPU，边缘端运行缺陷分割与分类模型。',
        descriptionEn: 'An on-board NPU runs defect segmentation and classification models at the edge.',
      },
    ],
  },
  {
    name: '视觉传感器',
    nameEn: 'Vision Sensors',
    description: '简单易用的有无检测、颜色识别与读码传感器。',
    descriptionEn: 'Easy-to-use sensors for presence checks, colour matching and code reading.',
    series: [
      {
        name: 'VS-100 视觉传感器',
        nameEn: 'VS-100 Vision Sensor',
        description: '一键示教，IO-Link 与 PROFINET 输出。',
        descriptionEn: 'One-button teach, with IO-Link and PROFINET outputs.',
        flagship: true,
      },
      {
        name: 'ID-300 工业读码器',
        nameEn: 'ID-300 Code Reader',
        description: '一维码、二维码、DPM 码高速读取。',
        descriptionEn: 'High-speed reading of 1D, 2D and DPM codes.',
      },
    ],
  },
  {
    name: '工业镜头',
    nameEn: 'Lenses',
    description: 'FA 定焦、远心、线扫与变焦镜头，覆盖 2/3" 到 APS-C 靶面。',
    descriptionEn: 'Fixed focal, telecentric, line scan and zoom lenses for sensors from 2/3" up to APS-C.',
    series: [
      {
        name: 'LF 系列 FA 定焦镜头',
        nameEn: 'LF Fixed Focal',
        description: '500 万到 2000 万像素级，低畸变。',
        descriptionEn: 'Rated for 5 to 20 megapixels, with low distortion.',
        flagship: true,
      },
      {
        name: 'LT 系列远心镜头',
        nameEn: 'LT Telecentric',
        description: '双远心设计，适合高精度尺寸测量。',
        descriptionEn: 'A bi-telecentric design for high-precision gauging.',
      },
      {
        name: 'LL 系列线扫镜头',
        nameEn: 'LL Line Scan',
        description: 'M72 / M95 接口，适配 8K–16K 线阵相机。',
        descriptionEn: 'M72 and M95 mounts to match 8K to 16K line scan cameras.',
      },
    ],
  },
  {
    name: '视觉光源',
    nameEn: 'Lighting',
    description: '环形、条形、同轴、背光与穹顶光源，以及数字光源控制器。',
    descriptionEn: 'Ring, bar, coaxial, back and dome lights, plus digital lighting controllers.',
    series: [
      {
        name: 'LR 环形光源',
        nameEn: 'LR Ring Lights',
        description: '多角度、多颜色可选。',
        descriptionEn: 'A choice of angles and colours.',
        flagship: true,
      },
      {
        name: 'LB 背光光源',
        nameEn: 'LB Backlights',
        description: '高均匀度，适合轮廓与尺寸检测。',
        descriptionEn: 'Highly uniform, for silhouette and dimensional inspection.',
      },
      {
        name: 'LC 光源控制器',
        nameEn: 'LC Controllers',
        description: '数字调光，支持频闪与外部触发。',
        descriptionEn: 'Digital dimming, with strobe and external trigger.',
      },
    ],
  },
  {
    name: '视觉软件',
    nameEn: 'Vision Software',
    description: '相机 SDK、图形化视觉平台与深度学习训练工具。',
    descriptionEn: 'The camera SDK, a graphical vision platform and deep learning training tools.',
    series: [
      {
        name: 'ClearSight SDK',
        nameEn: 'ClearSight SDK',
        description: '支持 C/C++、C#、Python，GenICam 标准。',
        descriptionEn: 'C/C++, C# and Python, built on the GenICam standard.',
        flagship: true,
      },
      {
        name: 'VisionMaster 视觉平台',
        nameEn: 'VisionMaster Platform',
        description: '拖拽式流程，200+ 视觉算子。',
        descriptionEn: 'Drag-and-drop jobs with 200+ vision tools.',
      },
      {
        name: 'DeepInspect 深度学习平台',
        nameEn: 'DeepInspect',
        description: '少样本训练，一键部署到智能相机。',
        descriptionEn: 'Train on a handful of samples, deploy to a smart camera in one click.',
      },
    ],
  },
];

export const SOLUTION_TYPES: ReadonlyArray<{
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
}> = [
  {
    name: '3C 电子',
    nameEn: 'Electronics',
    description: 'PCB、屏幕、连接器与组装检测。',
    descriptionEn: 'Inspection of PCBs, displays, connectors and assemblies.',
  },
  {
    name: '汽车制造',
    nameEn: 'Automotive',
    description: '焊缝、涂胶、装配防错与零部件追溯。',
    descriptionEn: 'Weld seams, adhesive beads, assembly error-proofing and part traceability.',
  },
  {
    name: '新能源锂电',
    nameEn: 'Battery & New Energy',
    description: '极片、电芯与模组的缺陷与尺寸检测。',
    descriptionEn: 'Defect and dimensional inspection of electrodes, cells and modules.',
  },
  {
    name: '物流仓储',
    nameEn: 'Logistics',
    description: '包裹读码、体积测量与分拣。',
    descriptionEn: 'Parcel code reading, dimensioning and sorting.',
  },
  {
    name: '食品包装',
    nameEn: 'Food & Packaging',
    description: '封口、标签、异物与日期喷码检测。',
    descriptionEn: 'Inspection of seals, labels, foreign matter and date codes.',
  },
  {
    name: '医药制造',
    nameEn: 'Pharmaceuticals',
    description: '药瓶、泡罩与追溯码检测，符合 GMP。',
    descriptionEn: 'GMP-compliant inspection of vials, blisters and serial codes.',
  },
  {
    name: '半导体',
    nameEn: 'Semiconductor',
    description: '晶圆、芯片封装与引线键合检测。',
    descriptionEn: 'Inspection of wafers, IC packages and wire bonds.',
  },
];

export const SITE_CONFIG: ReadonlyArray<{ key: string; value: string; remark: string }> = [
  { key: 'bbs.site.name', value: '澄镜视觉', remark: '站点名称' },
  { key: 'bbs.site.author', value: '澄镜视觉科技有限公司', remark: '站点所有者' },
  { key: 'bbs.site.icp', value: '浙ICP备2026000001号-1', remark: 'ICP 备案号' },
  {
    key: 'bbs.site.bottom',
    value: '© 2026 澄镜视觉科技有限公司 版权所有',
    remark: '页脚版权行',
  },
  // English mode shows these; the web falls back to the Chinese keys when one is empty.
  { key: 'bbs.site.name-en', value: 'ClearSight Vision', remark: '站点名称（英文）' },
  { key: 'bbs.site.author-en', value: 'ClearSight Vision Technology Co., Ltd.', remark: '站点所有者（英文）' },
  {
    key: 'bbs.site.bottom-en',
    value: '© 2026 ClearSight Vision Technology Co., Ltd. All rights reserved.',
    remark: '页脚版权行（英文）',
  },
  { key: 'bbs.site.community-url', value: 'https://github.com/topics/machine-vision', remark: '外部社区链接' },
  { key: 'bbs.site.original-url', value: PAGES.home, remark: '登录页“原站点”链接' },
  { key: 'company.phone', value: '400-800-2026', remark: '销售热线' },
  { key: 'company.email', value: 'sales@clearsight-vision.example', remark: '销售邮箱' },
  { key: 'bbs.money.welcome-grant', value: '10', remark: '新会员注册时获得的新人礼金（钱钱，0 为不发）' },
];
