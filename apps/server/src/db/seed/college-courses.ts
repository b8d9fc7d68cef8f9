import type { SampleLessonVideo } from './assets.js';

/**
 * The demo college's courses and their lessons (corporate.ts seeds them; lesson-video.ts makes each lesson's
 * video from its script in lesson-scripts.ts, keyed by the lesson's English title). `video` is the committed
 * sample video the lessons play on a machine without ffmpeg and espeak-ng.
 */
export const COURSES: Array<{
  title: string;
  titleEn: string;
  category: string;
  categoryEn: string;
  level: string;
  summary: string;
  summaryEn: string;
  description: string;
  descriptionEn: string;
  featured: boolean;
  related: string[];
  /** The sample video every lesson of the course plays (its length becomes the lesson's duration). */
  video: SampleLessonVideo;
  lessons: Array<[title: string, titleEn: string, free: boolean]>;
}> = [
  {
    title: '工业相机入门：从成像原理到选型',
    titleEn: 'Industrial cameras 101',
    category: '相机基础',
    categoryEn: 'Camera basics',
    level: 'beginner',
    summary: '理解传感器、快门、接口与镜头匹配，学会为项目选择合适的相机。',
    summaryEn:
      'Understand sensors, shutters, interfaces and lens matching, and learn to pick the right camera for a project.',
    description:
      '本课程面向刚接触机器视觉的工程师。\n\n## 你将学到\n\n- CMOS 传感器与全局/卷帘快门\n- 分辨率、像元尺寸与视野的计算\n- GigE、USB3、10GigE、CoaXPress 接口对比\n- 镜头焦距与工作距离的估算',
    descriptionEn:
      'A course for engineers who are new to machine vision.\n\n## What you will learn\n\n- CMOS sensors, and global versus rolling shutters\n- Working out resolution, pixel size and field of view\n- GigE, USB3, 10GigE and CoaXPress compared\n- Estimating focal length and working distance',
    featured: true,
    related: ['CS-A050-10GM', 'CS-U050-20UM', 'LF-1614-12M'],
    video: 'cameraBasics',
    lessons: [
      ['机器视觉系统的组成', 'What makes up a machine vision system', true],
      ['图像传感器与快门类型', 'Image sensors and shutter types', true],
      ['分辨率与视野计算', 'Calculating resolution and field of view', false],
      ['相机接口怎么选', 'Choosing a camera interface', false],
      ['镜头与光源的匹配', 'Matching lenses and lighting', false],
    ],
  },
  {
    title: 'VisionMaster 视觉平台实战',
    titleEn: 'VisionMaster in practice',
    category: '视觉软件',
    categoryEn: 'Vision software',
    level: 'intermediate',
    summary: '用 VisionMaster 搭建定位、测量、读码与缺陷检测流程，并与 PLC 通讯。',
    summaryEn:
      'Build locating, gauging, code reading and defect inspection jobs in VisionMaster, and connect them to a PLC.',
    description: '以一条装配线的实际项目为例，完整走一遍从取像到输出结果的流程。',
    descriptionEn:
      'Using a real assembly line project, we walk through the whole flow from acquiring the image to reporting the result.',
    featured: true,
    related: ['VM-STD', 'VM-PRO', 'SC-2016M'],
    video: 'inspectionWorkflow',
    lessons: [
      ['软件安装与相机连接', 'Installing the software and connecting a camera', true],
      ['模板匹配与位置修正', 'Template matching and position correction', false],
      ['卡尺与几何测量', 'Calipers and geometric measurement', false],
      ['一维码与二维码识别', 'Reading 1D and 2D codes', false],
      ['与 PLC 通讯（Modbus/PROFINET）', 'Talking to a PLC (Modbus/PROFINET)', false],
      ['项目部署与运行界面', 'Deploying a project and the runtime screen', false],
    ],
  },
  {
    title: '深度学习缺陷检测',
    titleEn: 'Deep learning for defect inspection',
    category: '深度学习',
    categoryEn: 'Deep learning',
    level: 'advanced',
    summary: '数据采集、标注、训练与部署，用 DeepInspect 解决传统算法难以处理的缺陷。',
    summaryEn:
      'Collect and label data, then train and deploy: use DeepInspect on defects that classic algorithms struggle with.',
    description: '课程涵盖分割、分类与无监督异常检测三类模型，并讲解如何评估与持续改进模型。',
    descriptionEn:
      'The course covers three kinds of model (segmentation, classification and unsupervised anomaly detection) and shows how to evaluate them and keep improving them.',
    featured: true,
    related: ['SC-5050D', 'DI-TRAIN', 'DI-RUN'],
    video: 'inspectionWorkflow',
    lessons: [
      ['何时使用深度学习', 'When to use deep learning', true],
      ['数据采集与标注规范', 'Collecting and labelling data', false],
      ['训练、评估与调参', 'Training, evaluation and tuning', false],
      ['部署到智能相机', 'Deploying to a smart camera', false],
    ],
  },
  {
    title: '光源与镜头选型实战',
    titleEn: 'Choosing lighting and lenses',
    category: '光学照明',
    categoryEn: 'Optics and lighting',
    level: 'beginner',
    summary: '打光是视觉项目成功的一半：环形、背光、同轴与穹顶光源的使用场景。',
    summaryEn:
      'Lighting is half the battle in any vision project: when to use ring lights, backlights, coaxial lights and domes.',
    description: '通过大量对比图像，讲解不同照明方式对成像的影响以及远心镜头的使用。',
    descriptionEn:
      'Side-by-side images show how each lighting technique changes the picture, and how to use telecentric lenses.',
    featured: false,
    related: ['LR-70-W', 'LB-100-W', 'LT-100-110'],
    video: 'lightingAndLenses',
    lessons: [
      ['照明的基本原理', 'Lighting fundamentals', true],
      ['常见光源与适用场景', 'Common lights and where to use them', false],
      ['远心镜头与尺寸测量', 'Telecentric lenses for gauging', false],
      ['案例：反光表面的打光', 'Case study: lighting reflective surfaces', false],
    ],
  },
];
