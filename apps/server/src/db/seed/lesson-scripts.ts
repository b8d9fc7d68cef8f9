/**
 * What the generated lesson videos say and show (lesson-video.ts draws and voices them): for every lesson of the
 * demo college, two teaching slides, each with a diagram of its point and a sentence or two of narration in
 * Chinese and English. The video adds a title slide before them and a slide of the catalogue models the course
 * relates to after them (from the catalogue itself). Keyed by the lesson's English title, which the seed's
 * course list (corporate.ts) also holds.
 */
export type DiagramKind =
  | 'system'
  | 'shutter'
  | 'sensor'
  | 'fov'
  | 'interfaces'
  | 'lens'
  | 'lighting'
  | 'telecentric'
  | 'template'
  | 'caliper'
  | 'codes'
  | 'plc'
  | 'runtime'
  | 'pipeline'
  | 'labels'
  | 'curve'
  | 'reflective'
  | 'install';

export interface LessonSlide {
  diagram: DiagramKind;
  heading: string;
  headingEn: string;
  say: string;
  sayEn: string;
}

const s = (diagram: DiagramKind, heading: string, headingEn: string, say: string, sayEn: string): LessonSlide => ({
  diagram,
  heading,
  headingEn,
  say,
  sayEn,
});

export const LESSON_SCRIPTS: Record<string, LessonSlide[]> = {
  'What makes up a machine vision system': [
    s(
      'system',
      '视觉系统的五个部分',
      'Five parts of a vision system',
      '一套视觉系统由相机、镜头、光源、处理单元和输出组成。光源决定对比度，镜头决定视野，相机把光变成数字图像。',
      'A vision system has five parts: camera, lens, light, processor and output. The light makes the contrast, the lens sets the field of view, and the camera turns light into a digital image.',
    ),
    s(
      'plc',
      '从触发到结果',
      'From trigger to result',
      '传感器检测到工件后触发相机，软件在几十毫秒内完成判断，再把合格或不合格的结果发给 PLC。',
      'A sensor sees the part and triggers the camera; the software decides within tens of milliseconds and sends pass or fail to the PLC.',
    ),
  ],
  'Image sensors and shutter types': [
    s(
      'sensor',
      'CMOS 传感器与像元',
      'CMOS sensors and pixels',
      '传感器由成百万个像元组成，像元越大，收集的光越多，噪声越低。',
      'A sensor is millions of pixels. A larger pixel collects more light and gives less noise.',
    ),
    s(
      'shutter',
      '全局快门与卷帘快门',
      'Global and rolling shutters',
      '全局快门让所有行同时曝光，运动物体不会变形；卷帘快门逐行曝光，适合静止场景。',
      'A global shutter exposes every row at once, so moving parts keep their shape. A rolling shutter exposes row after row and suits still scenes.',
    ),
  ],
  'Calculating resolution and field of view': [
    s(
      'fov',
      '视野与精度',
      'Field of view and precision',
      '视野宽度除以水平像素数，就是每个像素代表的尺寸。要测到零点一毫米，每个像素最好小于零点零三毫米。',
      'Divide the width of the field of view by the pixels across it to get the size of one pixel on the part. To measure to a tenth of a millimetre, aim for under three hundredths per pixel.',
    ),
    s(
      'sensor',
      '像元尺寸与靶面',
      'Pixel size and sensor format',
      '靶面尺寸等于像素数乘以像元尺寸，它决定了需要多大规格的镜头。',
      'The sensor format is the pixel count times the pixel size, and it decides which lens format you need.',
    ),
  ],
  'Choosing a camera interface': [
    s(
      'interfaces',
      '接口带宽对比',
      'Interface bandwidth compared',
      'GigE 约一千兆比特每秒，USB3 约五千兆，10GigE 一万兆，CoaXPress 单线一万两千五百兆。',
      'GigE carries about one gigabit per second, USB3 about five, 10GigE ten, and CoaXPress twelve and a half per cable.',
    ),
    s(
      'system',
      '线缆长度与布线',
      'Cable length and wiring',
      '网口相机可以走一百米并支持以太网供电，USB3 一般不超过五米，远距离要用光纤或 CoaXPress。',
      'Network cameras run a hundred metres and take power over Ethernet; USB3 stays within about five metres. For long runs use fibre or CoaXPress.',
    ),
  ],
  'Matching lenses and lighting': [
    s(
      'lens',
      '焦距与工作距离',
      'Focal length and working distance',
      '焦距约等于工作距离乘以靶面宽度，再除以视野宽度。',
      'The focal length is about the working distance times the sensor width, divided by the width of the field of view.',
    ),
    s(
      'lighting',
      '光源的角度',
      'The angle of the light',
      '低角度光突出划痕和边缘，背光给出清晰轮廓，同轴光适合平整的反光表面。',
      'Low-angle light brings out scratches and edges, a backlight gives a crisp outline, and coaxial light suits flat shiny surfaces.',
    ),
  ],
  'Installing the software and connecting a camera': [
    s(
      'install',
      '安装与驱动',
      'Installing and drivers',
      '安装软件时一并安装相机驱动，并把网卡设置为巨型帧，关闭节能选项。',
      'Install the camera drivers with the software, set the network card to jumbo frames and turn power saving off.',
    ),
    s(
      'system',
      '找到相机并取像',
      'Finding the camera and grabbing',
      '软件会列出网络上的相机，IP 不在同一网段时可以一键修改，然后就能连续采集。',
      'The software lists the cameras on the network, fixes an IP address in the wrong subnet with one click, and then grabs continuously.',
    ),
  ],
  'Template matching and position correction': [
    s(
      'template',
      '模板匹配',
      'Template matching',
      '先框选一个特征作为模板，软件在新图像中找出它的位置、角度和相似度分数。',
      'Draw a box around a feature to make the template; in each new image the software finds its position, angle and a similarity score.',
    ),
    s(
      'caliper',
      '位置修正',
      'Position correction',
      '后续工具跟随模板的位置移动，工件放偏了，检测框也跟着走。',
      'The later tools follow the template, so when the part sits off centre the inspection boxes move with it.',
    ),
  ],
  'Calipers and geometric measurement': [
    s(
      'caliper',
      '卡尺找边',
      'Finding edges with calipers',
      '卡尺沿着一条线读取灰度变化，在梯度最大处定位边缘，精度可达亚像素。',
      'A caliper reads the grey levels along a line and puts the edge where the gradient peaks, to a fraction of a pixel.',
    ),
    s(
      'fov',
      '从像素到毫米',
      'From pixels to millimetres',
      '用标定板把像素换算成毫米，再计算距离、角度和圆的直径。',
      'Calibrate with a target plate to turn pixels into millimetres, then measure distances, angles and diameters.',
    ),
  ],
  'Reading 1D and 2D codes': [
    s(
      'codes',
      '一维码与二维码',
      '1D and 2D codes',
      '条码按宽窄编码，二维码按黑白模块编码，二维码在很小的面积里能存更多信息。',
      'A barcode encodes data in bar widths, a 2D code in black and white modules, and a 2D code holds far more in a small area.',
    ),
    s(
      'lighting',
      '直接标记的读取',
      'Reading direct part marks',
      '激光打在金属上的码对比度低，用低角度光或穹顶光可以显著提高读取率。',
      'Codes marked straight onto metal have little contrast; a low-angle light or a dome raises the read rate a lot.',
    ),
  ],
  'Talking to a PLC (Modbus/PROFINET)': [
    s(
      'plc',
      '握手时序',
      'The handshake',
      'PLC 发出触发信号，视觉完成后置位完成位并写入结果，PLC 读取后再清除。',
      'The PLC raises the trigger, vision sets the done bit and writes the result, and the PLC reads it and clears the trigger.',
    ),
    s(
      'system',
      'Modbus 与 PROFINET',
      'Modbus and PROFINET',
      'Modbus TCP 简单通用，PROFINET 实时性更好，与西门子 PLC 配合最方便。',
      'Modbus TCP is simple and works everywhere; PROFINET is more deterministic and the easy choice with Siemens PLCs.',
    ),
  ],
  'Deploying a project and the runtime screen': [
    s(
      'runtime',
      '运行界面',
      'The runtime screen',
      '运行界面只显示操作员需要的信息：当前图像、合格与不合格计数和最近的报警。',
      'The runtime screen shows what the operator needs: the live image, pass and fail counts and the latest alarms.',
    ),
    s(
      'plc',
      '上线前的检查',
      'Before going live',
      '上线前用一批已知好坏的样品验证，并保存图像，方便日后追溯。',
      'Before going live, check the job on a batch of known good and bad parts, and keep the images for tracing later.',
    ),
  ],
  'When to use deep learning': [
    s(
      'template',
      '规则算法的边界',
      'Where rules stop',
      '尺寸、位置和读码用传统算法又快又准；纹理多变、缺陷形态不定时，深度学习更合适。',
      'Classic tools are fast and exact for size, position and codes; when textures vary and defects take any shape, deep learning fits better.',
    ),
    s(
      'pipeline',
      '三类模型',
      'Three kinds of model',
      '分割模型找出缺陷区域，分类模型判断类别，异常检测只需要良品样本。',
      'Segmentation finds where the defect is, classification says what it is, and anomaly detection learns from good parts only.',
    ),
  ],
  'Collecting and labelling data': [
    s(
      'labels',
      '标注规范',
      'Labelling rules',
      '标注要一致：同一类缺陷用同一个标签，边界贴合缺陷，不确定的样本单独存放。',
      'Label consistently: one label per kind of defect, outlines that hug the defect, and doubtful samples kept aside.',
    ),
    s(
      'curve',
      '数据量与平衡',
      'How much data, and balance',
      '每类缺陷先准备五十到一百张，良品和缺陷的比例不要太悬殊。',
      'Start with fifty to a hundred images of each defect, and keep good and defective images in a sensible ratio.',
    ),
  ],
  'Training, evaluation and tuning': [
    s(
      'curve',
      '训练曲线',
      'The training curve',
      '训练损失和验证损失一起下降说明模型在学习；验证损失回升时就是过拟合了。',
      'When training and validation loss fall together the model is learning; when validation loss turns up, it is overfitting.',
    ),
    s(
      'labels',
      '漏检与误检',
      'Misses and false alarms',
      '用混淆矩阵看漏检和误检，调整阈值在两者之间取舍。',
      'Read misses and false alarms off the confusion matrix, and set the threshold to balance the two.',
    ),
  ],
  'Deploying to a smart camera': [
    s(
      'pipeline',
      '导出与部署',
      'Export and deploy',
      '把训练好的模型导出，下载到智能相机，推理在相机内完成，不需要工控机。',
      'Export the trained model and load it onto the smart camera; inference runs inside the camera, with no PC needed.',
    ),
    s(
      'runtime',
      '持续改进',
      'Keep improving',
      '上线后收集误判图像，补充标注后再训练，模型会越用越准。',
      'After go-live, collect the images it got wrong, label them and retrain: the model gets better with use.',
    ),
  ],
  'Lighting fundamentals': [
    s(
      'lighting',
      '明场与暗场',
      'Bright field and dark field',
      '明场照明让平整表面发亮，暗场照明让划痕和凸起发亮。',
      'Bright-field light makes flat surfaces bright; dark-field light makes scratches and bumps bright.',
    ),
    s(
      'curve',
      '波长与颜色',
      'Wavelength and colour',
      '用与目标颜色相同的光让它变亮，用互补色的光让它变暗，对比度就出来了。',
      'Light of the same colour makes a feature bright, light of the opposite colour makes it dark, and that is your contrast.',
    ),
  ],
  'Common lights and where to use them': [
    s(
      'lighting',
      '环形光与背光',
      'Ring lights and backlights',
      '环形光通用，适合大多数表面检测；背光用来测量外形和检查透光孔。',
      'Ring lights are the all-rounder for surface checks; backlights are for measuring outlines and checking holes.',
    ),
    s(
      'reflective',
      '同轴光与穹顶光',
      'Coaxial and dome lights',
      '同轴光适合镜面，穹顶光让弯曲的反光表面变得均匀。',
      'Coaxial light suits mirror-like faces, and a dome evens out curved shiny surfaces.',
    ),
  ],
  'Telecentric lenses for gauging': [
    s(
      'telecentric',
      '远心镜头',
      'Telecentric lenses',
      '远心镜头的主光线平行于光轴，物体前后移动时放大倍率不变。',
      'A telecentric lens keeps its chief rays parallel to the axis, so the magnification stays the same when the part moves.',
    ),
    s(
      'caliper',
      '测量精度',
      'Gauging accuracy',
      '配合平行背光，远心镜头可以测出微米级的尺寸。',
      'With a collimated backlight, a telecentric lens measures to a few microns.',
    ),
  ],
  'Case study: lighting reflective surfaces': [
    s(
      'reflective',
      '反光表面的难题',
      'The trouble with shiny parts',
      '金属和镀层表面会把光源的影子反射进相机，形成亮斑，掩盖缺陷。',
      'Metal and plated surfaces reflect the light into the camera as hot spots that hide defects.',
    ),
    s(
      'lighting',
      '解决方案',
      'The fix',
      '改用穹顶光或加偏振片，亮斑消失，划痕清晰可见。',
      'A dome light or a polariser removes the hot spots and the scratches show clearly.',
    ),
  ],
};
