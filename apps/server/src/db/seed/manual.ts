import PDFDocument from 'pdfkit';
import {
  FIELDS_BY_TYPE,
  SERIES_HUES,
  type ModelSeed,
  catalogModels,
  seriesNameEn,
  typeOfSeries,
} from './catalog-data.js';
import { accent, ansi } from './datasheet.js';
import { CJK_FONT, MANUALS, cjkFontAvailable } from './manual-list.js';
import { parseDimensions } from './step-model.js';

/**
 * User manuals drawn from the catalogue: a cover, the contents, then one chapter a page or more (safety, package
 * contents, mechanical installation with every model's dimensions, electrical interface with the pin table,
 * network and driver set-up, the spec table of every model, software quick start, troubleshooting, maintenance,
 * support). Chinese manuals are set in Noto Sans CJK when the system has it (manual-list.ts); English ones, and
 * Chinese ones without the font, in the standard PDF fonts. Dates are fixed, so the bytes are a pure function of
 * the catalogue, this code and the font file.
 */

const FIXED_DATE = new Date('2026-01-05T08:00:00Z');
const A4 = { w: 595.28, h: 841.89 };
const MARGIN = 48;
const TOP = 92;
const BOTTOM = 64;
const WIDTH = A4.w - 2 * MARGIN;
const NAVY = '#0f1b2d';
const GREY = '#64748b';
const INK = '#1e293b';
const LINE = '#d8dee6';

type Scope = 'area' | 'smart' | 'software';

/** The SC-2000 housing, common to the series: the catalogue has no dimensions field for smart cameras. */
const SMART_HOUSING = { dimensions: '75 × 55 × 48', weight: '290 g' };
type Block =
  | { h: string }
  | { p: string }
  | { ul: string[] }
  | { ol: string[] }
  | { note: string }
  | { table: { columns: Array<{ title: string; width: number }>; rows: string[][] } };
interface Chapter {
  title: string;
  blocks: Block[];
}

function modelsOf(scope: Scope): ModelSeed[] {
  const all = catalogModels();
  if (scope === 'area') return all.filter((m) => typeOfSeries(m.series)?.name === '面阵相机');
  if (scope === 'smart') return all.filter((m) => m.series === 'SC-2000 智能相机');
  return all.filter((m) => m.series === 'VisionMaster 视觉平台');
}

/** A model's spec table in the manual's language: field names from the catalogue, values as the catalogue has them. */
function specRows(model: ModelSeed, zh: boolean): string[][] {
  const type = typeOfSeries(model.series);
  const fields = type ? (FIELDS_BY_TYPE[type.name] ?? []) : [];
  return fields
    .filter((f) => model.specs[f.key] !== undefined && String(model.specs[f.key]) !== '')
    .map((f) => {
      const value = String(model.specs[f.key]);
      const unit = f.unit && value !== '—' && !value.endsWith(f.unit) ? ` ${f.unit}` : '';
      return [zh ? f.name : f.nameEn, `${value}${unit}`];
    });
}

/** The chapters of a manual, in its language. */
function chapters(scope: Scope, zh: boolean, models: ModelSeed[]): Chapter[] {
  const L = (cn: string, en: string) => (zh ? cn : en);
  const product = {
    area: L('相机', 'camera'),
    smart: L('智能相机', 'smart camera'),
    software: 'VisionMaster',
  }[scope];
  const ifaces = [...new Set(models.map((m) => String(m.specs.interface ?? '')).filter(Boolean))];
  const out: Chapter[] = [];

  out.push({
    title: L('关于本手册', 'About this manual'),
    blocks: [
      {
        p: L(
          `本手册适用于下表所列的全部型号，说明${product}的安装、接线、配置、日常使用与维护。使用前请完整阅读本手册，并妥善保管以备查阅。`,
          `This manual covers every model listed below. It explains how to install, wire, set up, use and maintain the ${product}. Read it in full before use and keep it for reference.`,
        ),
      },
      { h: L('适用型号', 'Models covered') },
      {
        table: {
          columns: [
            { title: L('型号', 'Model'), width: 150 },
            { title: L('名称', 'Name'), width: WIDTH - 150 },
          ],
          rows: models.map((m) => [m.modelNumber, zh ? m.name : m.nameEn]),
        },
      },
      { h: L('标记约定', 'Conventions') },
      {
        ul: [
          L(
            '警告：不遵守可能导致人身伤害或设备损坏。',
            'WARNING: ignoring it may cause injury or damage the equipment.',
          ),
          L('注意：不遵守可能导致功能异常或数据丢失。', 'CAUTION: ignoring it may cause malfunction or loss of data.'),
          L('说明：有助于更好使用产品的补充信息。', 'NOTE: additional information for better use of the product.'),
          L(
            '软件中的菜单、按钮与参数名以「粗体名称」形式给出，与 GenICam 标准命名一致。',
            'Menus, buttons and parameter names in the software follow the GenICam standard names.',
          ),
        ],
      },
      { h: L('修订记录', 'Revision history') },
      {
        table: {
          columns: [
            { title: L('版本', 'Version'), width: 80 },
            { title: L('日期', 'Date'), width: 90 },
            { title: L('说明', 'Changes'), width: WIDTH - 170 },
          ],
          rows: [
            ['V1.0', '2021-03', L('首次发布', 'First release')],
            ['V2.0', '2022-06', L('新增型号与故障排查章节', 'New models; troubleshooting chapter')],
            ['V3.0', '2024-09', L('更新接线与网络设置', 'Wiring and network set-up revised')],
            ['V4.x', '2026-01', L('按当前产品目录更新全部规格表', 'All spec tables updated to the current catalogue')],
          ],
        },
      },
    ],
  });

  out.push({
    title: L('安全与使用注意事项', 'Safety and handling'),
    blocks:
      scope === 'software'
        ? [
            {
              p: L(
                'VisionMaster 控制相机、光源与 PLC 的输出。在生产线上修改方案、触发参数或输出映射前，请确认设备处于安全状态，并与现场负责人确认。',
                'VisionMaster drives the outputs of cameras, lights and PLCs. Before changing a job, trigger settings or output mapping on a running line, put the machine in a safe state and agree the change with the person in charge.',
              ),
            },
            {
              ul: [
                L(
                  '警告：输出信号可能使执行机构动作；调试时断开执行机构或启用仿真模式。',
                  'WARNING: outputs can move actuators. Disconnect them or use simulation mode while testing.',
                ),
                L(
                  '注意：请勿在运行中拔出加密狗，否则方案会停止运行。',
                  'CAUTION: do not unplug the licence dongle while running: the job stops.',
                ),
                L(
                  '注意：工控机应使用不间断电源，避免断电损坏方案文件。',
                  'CAUTION: power the PC from a UPS so that a power cut does not corrupt job files.',
                ),
                L(
                  '说明：定期备份方案文件（.vmsol）与全局变量。',
                  'NOTE: back up job files (.vmsol) and global variables regularly.',
                ),
              ],
            },
          ]
        : [
            {
              p: L(
                '本产品为工业环境使用的精密光电设备。请由具备电气与机械资质的人员安装和维护，并遵守当地的安全规范。',
                'This product is precision electro-optical equipment for industrial use. Have it installed and serviced by qualified electrical and mechanical staff, following local safety rules.',
              ),
            },
            {
              ul: [
                L(
                  '警告：仅使用标称范围内的直流电源；接线前先断电。',
                  'WARNING: use only a DC supply within the rated range, and switch it off before wiring.',
                ),
                L(
                  '警告：请勿将镜头或传感器对准太阳、激光或其他强光源。',
                  'WARNING: never point the lens or sensor at the sun, a laser or another intense light.',
                ),
                L(
                  '注意：传感器对静电敏感；更换镜头时佩戴防静电腕带，并尽快盖上防尘盖。',
                  'CAUTION: the sensor is sensitive to static. Wear a wrist strap when changing lenses and refit the dust cap at once.',
                ),
                L(
                  '注意：避免跌落、强烈振动与冲击；运输时使用原包装。',
                  'CAUTION: avoid drops, strong vibration and shock; ship in the original packaging.',
                ),
                L(
                  '注意：外壳在连续工作时可达 50 °C，请保证散热并避免直接触摸。',
                  'CAUTION: the housing can reach 50 °C in continuous operation; allow for cooling and avoid touching it.',
                ),
                L(
                  '说明：工作温度 0–50 °C，存储温度 −20–70 °C，湿度 20–80 % 无凝露。',
                  'NOTE: operating temperature 0–50 °C, storage −20–70 °C, humidity 20–80 % non-condensing.',
                ),
              ],
            },
            { h: L('合规', 'Compliance') },
            {
              p: L(
                '本系列产品符合 CE（EMC 2014/30/EU）、FCC Part 15 Class A 与 RoHS 要求，符合性声明可在官网资料下载中获取。',
                'The series complies with CE (EMC 2014/30/EU), FCC Part 15 Class A and RoHS; the declarations of conformity are on the downloads page.',
              ),
            },
          ],
  });

  const packageRows: string[][] =
    scope === 'area'
      ? [
          [L('相机本体（含防尘盖）', 'Camera with dust cap'), '1'],
          [L('快速入门卡', 'Quick start card'), '1'],
          [L('出厂检验报告', 'Factory test report'), '1'],
          [L('I/O 电源线 Hirose 6 针（选配）', 'I/O and power cable, Hirose 6-pin (option)'), L('选配', 'option')],
          [L('数据线（按接口选配）', 'Data cable for the interface (option)'), L('选配', 'option')],
          [L('三脚架转接板（选配）', 'Tripod adapter (option)'), L('选配', 'option')],
        ]
      : scope === 'smart'
        ? [
            [L('智能相机本体（含镜头保护罩）', 'Smart camera with lens cover'), '1'],
            [L('安装支架与 M4 螺钉', 'Mounting bracket and M4 screws'), '1'],
            [L('快速入门卡', 'Quick start card'), '1'],
            [L('M12 8 针 I/O 电源线，5 m（选配）', 'M12 8-pin I/O and power cable, 5 m (option)'), L('选配', 'option')],
            [L('M12 转 RJ45 网线，5 m（选配）', 'M12 to RJ45 Ethernet cable, 5 m (option)'), L('选配', 'option')],
          ]
        : [
            [L('安装程序（官网下载）', 'Installer (from the downloads page)'), '1'],
            [L('USB 加密狗（标准版、专业版）', 'USB licence dongle (Standard and Professional)'), '1'],
            [L('授权证书与序列号', 'Licence certificate and serial number'), '1'],
            [L('一年软件升级与技术支持', 'One year of updates and technical support'), '1'],
          ];
  out.push({
    title: L('包装清单', 'Package contents'),
    blocks: [
      {
        p: L(
          '开箱后请核对以下物品；如有缺失或运输损坏，请在 7 天内联系供应商。',
          'Check the items below when unpacking; report anything missing or damaged in transit to your supplier within 7 days.',
        ),
      },
      {
        table: {
          columns: [
            { title: L('物品', 'Item'), width: WIDTH - 90 },
            { title: L('数量', 'Qty'), width: 90 },
          ],
          rows: packageRows,
        },
      },
      {
        note: L(
          '请保留原包装，返修时使用原包装可避免运输损坏。',
          'Keep the original packaging: returning a unit in it avoids transit damage.',
        ),
      },
    ],
  });

  if (scope === 'software') {
    out.push({
      title: L('系统要求与安装', 'System requirements and installation'),
      blocks: [
        {
          table: {
            columns: [
              { title: L('项目', 'Item'), width: 150 },
              { title: L('要求', 'Requirement'), width: WIDTH - 150 },
            ],
            rows: [
              [L('操作系统', 'Operating system'), 'Windows 10 / 11 64-bit'],
              [
                L('处理器', 'Processor'),
                L('Intel i5 第 8 代或以上（推荐 i7）', 'Intel Core i5 8th gen. or later (i7 recommended)'),
              ],
              [L('内存', 'Memory'), L('8 GB 以上（推荐 16 GB）', '8 GB or more (16 GB recommended)')],
              [L('硬盘', 'Disk'), L('10 GB 可用空间，推荐 SSD', '10 GB free, SSD recommended')],
              [L('网卡', 'Network'), L('千兆或万兆网卡，支持巨帧', 'Gigabit or 10 Gigabit NIC with jumbo frames')],
              [L('显示', 'Display'), '1920 × 1080'],
            ],
          },
        },
        { h: L('安装步骤', 'Installing') },
        {
          ol: [
            L('以管理员身份运行安装程序，选择安装目录。', 'Run the installer as administrator and choose the folder.'),
            L(
              '勾选需要的相机驱动（GigE Vision、USB3 Vision、CoaXPress）。',
              'Select the camera drivers you need (GigE Vision, USB3 Vision, CoaXPress).',
            ),
            L(
              '安装完成后插入加密狗，等待驱动自动识别。',
              'When it finishes, plug in the dongle and let Windows find its driver.',
            ),
            L(
              '启动 VisionMaster，在「帮助 → 授权」中确认授权状态。',
              'Start VisionMaster and check the licence under Help → Licence.',
            ),
          ],
        },
      ],
    });
    out.push({
      title: L('加密狗与设备连接', 'Licence dongle and devices'),
      blocks: [
        {
          p: L(
            '加密狗保存授权信息，插入工控机任一 USB 口即可。标准版与专业版的加密狗不可混用。',
            'The dongle holds the licence; plug it into any USB port of the PC. Standard and Professional dongles are not interchangeable.',
          ),
        },
        {
          table: {
            columns: [
              { title: L('指示灯', 'LED'), width: 150 },
              { title: L('含义', 'Meaning'), width: WIDTH - 150 },
            ],
            rows: [
              [L('常亮', 'Steady'), L('授权有效', 'Licence valid')],
              [L('慢闪', 'Slow blink'), L('驱动未安装或正在识别', 'Driver missing or being installed')],
              [L('快闪', 'Fast blink'), L('授权过期或与版本不符', 'Licence expired or for another edition')],
              [L('熄灭', 'Off'), L('未供电，请换 USB 口', 'No power: try another USB port')],
            ],
          },
        },
        { h: L('支持的设备', 'Supported devices') },
        {
          ul: [
            L(
              'GigE Vision、USB3 Vision 与 CoaXPress 相机（GenICam）。',
              'GigE Vision, USB3 Vision and CoaXPress cameras (GenICam).',
            ),
            L('数字光源控制器（串口或以太网）。', 'Digital light controllers (serial or Ethernet).'),
            L(
              'PLC：Modbus TCP、PROFINET、EtherNet/IP、三菱 MC 协议。',
              'PLCs over Modbus TCP, PROFINET, EtherNet/IP and Mitsubishi MC.',
            ),
          ],
        },
      ],
    });
  } else {
    const dimRows = models.map((m) => {
      const d = parseDimensions(String(m.specs.dimensions ?? ''));
      return [
        m.modelNumber,
        d ? `${d.width} × ${d.height} × ${d.length}` : scope === 'smart' ? SMART_HOUSING.dimensions : '—',
        String(m.specs.mount ?? (scope === 'smart' ? L('内置液态镜头', 'Built-in liquid lens') : '—')),
        m.specs.weight !== undefined ? `${m.specs.weight} g` : scope === 'smart' ? SMART_HOUSING.weight : '—',
      ];
    });
    out.push({
      title: L('机械安装', 'Mechanical installation'),
      blocks: [
        {
          p: L(
            `${scope === 'smart' ? '智能相机用随附支架通过背面的 4 个 M4 螺纹孔（深 6 mm）安装' : '相机可通过底面与顶面的 M3 螺纹孔（深 4 mm）或三脚架转接板安装'}。请安装在振动小、通风良好的位置，并使光轴垂直于被测面。`,
            `${scope === 'smart' ? 'Mount the smart camera with the bracket supplied, by the four M4 threaded holes (6 mm deep) on its back' : 'Mount the camera by the M3 threaded holes (4 mm deep) on its bottom and top, or with the tripod adapter'}. Choose a place with little vibration and good airflow, with the optical axis square to the object.`,
          ),
        },
        {
          h: L(
            '外形尺寸（mm，宽 × 高 × 长，长度含镜头接口）',
            'Dimensions (mm, W × H × L, length including the mount)',
          ),
        },
        {
          table: {
            columns: [
              { title: L('型号', 'Model'), width: 140 },
              { title: L('尺寸', 'Dimensions'), width: 130 },
              { title: L('镜头接口', 'Lens mount'), width: 120 },
              { title: L('重量', 'Weight'), width: WIDTH - 390 },
            ],
            rows: dimRows,
          },
        },
        {
          ul:
            scope === 'smart'
              ? [
                  L(
                    '螺钉拧入深度不超过 6 mm，拧紧力矩不超过 1.2 N·m。',
                    'Screws must not go deeper than 6 mm; tighten to 1.2 N·m at most.',
                  ),
                  L(
                    '工作距离与视野见规格书；液态镜头在软件中自动对焦。',
                    'See the datasheet for working distance and field of view; the liquid lens focuses from the software.',
                  ),
                  L(
                    'IP65/IP67 防护需拧紧全部 M12 接头，不用的接口盖好防护盖。',
                    'IP65/IP67 protection needs every M12 connector tightened and caps on unused sockets.',
                  ),
                ]
              : [
                  L(
                    '螺钉拧入深度不超过 4 mm，拧紧力矩不超过 0.6 N·m。',
                    'Screws must not go deeper than 4 mm; tighten to 0.6 N·m at most.',
                  ),
                  L(
                    '安装镜头时相机朝下，避免灰尘落到传感器上。',
                    'Fit the lens with the camera facing down so dust does not fall on the sensor.',
                  ),
                  L('大于 300 g 的镜头请另加镜头支撑。', 'Support lenses heavier than 300 g separately.'),
                  L(
                    '每个型号的 STEP 三维模型见资料下载中的 CAD 压缩包。',
                    'STEP 3D models of each model are in the CAD archive on the downloads page.',
                  ),
                ],
        },
      ],
    });

    const pins: string[][] =
      scope === 'area'
        ? [
            ['1', L('电源 +12–24 VDC', 'Power +12–24 VDC'), L('棕', 'Brown')],
            ['2', L('Line1 光耦隔离输入', 'Line1 opto-isolated input'), L('蓝', 'Blue')],
            ['3', 'Line3 GPIO', L('白', 'White')],
            ['4', L('Line2 光耦隔离输出', 'Line2 opto-isolated output'), L('绿', 'Green')],
            ['5', 'Line4 GPIO', L('黄', 'Yellow')],
            ['6', L('电源地 / 信号地', 'Power and signal ground'), L('灰', 'Grey')],
          ]
        : [
            ['1', L('电源 +24 VDC ±10 %', 'Power +24 VDC ±10 %'), L('棕', 'Brown')],
            ['2', L('电源地', 'Ground'), L('白', 'White')],
            ['3', L('IN1 触发输入', 'IN1 trigger input'), L('蓝', 'Blue')],
            ['4', L('IN2 通用输入', 'IN2 general input'), L('黑', 'Black')],
            ['5', L('OUT1 OK 输出', 'OUT1 pass output'), L('灰', 'Grey')],
            ['6', L('OUT2 NG 输出', 'OUT2 fail output'), L('粉', 'Pink')],
            ['7', L('OUT3 / RS-232 TX', 'OUT3 / RS-232 TX'), L('紫', 'Violet')],
            ['8', L('OUT4 / RS-232 RX', 'OUT4 / RS-232 RX'), L('橙', 'Orange')],
          ];
    out.push({
      title: L('电气接口', 'Electrical interface'),
      blocks: [
        {
          p:
            scope === 'area'
              ? L(
                  `数据接口：${ifaces.join('、')}。I/O 与电源接口为 Hirose HR10A-7R-6PB 6 针插座。GigE 型号也可通过 PoE（IEEE 802.3af）供电，CoaXPress 型号可通过 PoCXP 供电；同时接入两路电源时优先使用 I/O 口供电。`,
                  `Data interfaces: ${ifaces.join(', ')}. Power and I/O use a Hirose HR10A-7R-6PB 6-pin socket. GigE models can also take Power over Ethernet (IEEE 802.3af) and CoaXPress models Power over CoaXPress; with both connected the I/O socket supplies the camera.`,
                )
              : L(
                  'I/O 与电源接口为 M12 8 针 A 编码插座，以太网为 M12 4 针 D 编码插座。第 7、8 针在启用串口时作为 RS-232 收发。',
                  'Power and I/O use an M12 8-pin A-coded socket, Ethernet an M12 4-pin D-coded socket. Pins 7 and 8 carry RS-232 TX and RX when the serial port is enabled.',
                ),
        },
        { h: L('I/O 针脚定义', 'I/O pin assignment') },
        {
          table: {
            columns: [
              { title: L('针脚', 'Pin'), width: 60 },
              { title: L('信号', 'Signal'), width: WIDTH - 160 },
              { title: L('线色', 'Wire colour'), width: 100 },
            ],
            rows: pins,
          },
        },
        { h: L('电气参数', 'Electrical ratings') },
        {
          ul: [
            L(
              '光耦输入：高电平 5–24 V，低电平 0–1 V，输入电流 5–15 mA。',
              'Opto input: high 5–24 V, low 0–1 V, 5–15 mA.',
            ),
            L(
              '光耦输出：最大 30 V、50 mA，需外接上拉电阻。',
              'Opto output: up to 30 V and 50 mA; needs an external pull-up.',
            ),
            L(
              '输入滤波 0–5000 µs 可调，触发延时 0–10 s 可调。',
              'Input debounce 0–5000 µs, trigger delay 0–10 s, both adjustable.',
            ),
            L(
              '警告：电源极性接反或超压会损坏设备，且不在保修范围内。',
              'WARNING: reversed polarity or overvoltage damages the unit and voids the warranty.',
            ),
          ],
        },
      ],
    });
  }

  out.push({
    title: L('网络与驱动设置', 'Network and driver set-up'),
    blocks: [
      ...(ifaces.some((i) => i === 'GigE' || i === '10GigE') || scope !== 'area'
        ? ([
            { h: L('GigE / 万兆网卡', 'GigE and 10GigE network adapters') },
            {
              table: {
                columns: [
                  { title: L('网卡参数', 'Adapter setting'), width: 200 },
                  { title: L('推荐值', 'Recommended'), width: WIDTH - 200 },
                ],
                rows: [
                  [L('巨帧（Jumbo Packet）', 'Jumbo packet'), '9014 bytes'],
                  [
                    L('接收缓冲区', 'Receive buffers'),
                    L('最大值（通常 2048 或 4096）', 'Maximum (usually 2048 or 4096)'),
                  ],
                  [L('中断节流', 'Interrupt moderation'), L('启用（极值）', 'Enabled (extreme)')],
                  [L('节能以太网', 'Energy-efficient Ethernet'), L('关闭', 'Off')],
                  [
                    L('IP 地址', 'IP address'),
                    L(
                      '与相机同网段的静态地址，如 192.168.10.1/24',
                      'Static, same subnet as the camera, e.g. 192.168.10.1/24',
                    ),
                  ],
                ],
              },
            },
            {
              ol: [
                L(
                  '安装 ClearSight SDK 时勾选「GigE Vision 过滤驱动」。',
                  'Install the ClearSight SDK with the GigE Vision filter driver.',
                ),
                L(
                  '打开 ClearSight Viewer，设备列表中出现相机；如显示「IP 不可达」，右键选择「修改 IP」。',
                  'Open ClearSight Viewer; the camera appears in the device list. If it shows "IP unreachable", right-click it and choose "Change IP".',
                ),
                L(
                  '多相机时每台相机使用独立网口，或使用支持巨帧的交换机。',
                  'With several cameras use one port per camera or a switch that handles jumbo frames.',
                ),
                L(
                  '在防火墙中允许 ClearSight Viewer 与 VisionMaster 的入站 UDP。',
                  'Allow incoming UDP for ClearSight Viewer and VisionMaster in the firewall.',
                ),
              ],
            },
          ] as Block[])
        : []),
      ...(ifaces.includes('USB3')
        ? ([
            { h: 'USB3 Vision' },
            {
              p: L(
                '请使用主板原生 USB 3.0 及以上接口，每台相机独占一个控制器；避免使用无源延长线与集线器。安装 SDK 后相机即被识别为 USB3 Vision 设备。',
                'Use a native USB 3.0 or later port on the mainboard, one controller per camera, without passive extension cables or hubs. After installing the SDK the camera shows up as a USB3 Vision device.',
              ),
            },
          ] as Block[])
        : []),
      ...(ifaces.includes('CoaXPress')
        ? ([
            { h: 'CoaXPress' },
            {
              p: L(
                'CoaXPress 相机需要 CXP-12 采集卡。按链路号依次连接同轴线（链路 1 接采集卡端口 1），由采集卡自动协商速率与链路数。',
                'CoaXPress cameras need a CXP-12 frame grabber. Connect the coax cables link by link (link 1 to grabber port 1); the grabber negotiates speed and link count.',
              ),
            },
          ] as Block[])
        : []),
    ],
  });

  const specBlocks: Block[] = [];
  for (let i = 0; i < models.length; i += 4) {
    const chunk = models.slice(i, i + 4);
    const keys = [...new Set(chunk.flatMap((m) => specRows(m, zh).map(([k]) => k!)))];
    const first = 120;
    const rest = (WIDTH - first) / chunk.length;
    specBlocks.push({
      table: {
        columns: [
          { title: L('型号', 'Model'), width: first },
          ...chunk.map((m) => ({ title: m.modelNumber, width: rest })),
        ],
        rows: keys.map((k) => [k, ...chunk.map((m) => specRows(m, zh).find(([key]) => key === k)?.[1] ?? '—')]),
      },
    });
  }
  out.push({
    title: L('技术规格', 'Specifications'),
    blocks: [
      {
        p: L(
          '以下为本手册所述全部型号的规格参数，与各型号规格书一致。',
          "The specifications of every model this manual covers, as in each model's datasheet.",
        ),
      },
      ...specBlocks,
    ],
  });

  out.push({
    title: L('软件快速入门', 'Software quick start'),
    blocks:
      scope === 'area'
        ? [
            {
              ol: [
                L(
                  '安装 ClearSight SDK，打开 ClearSight Viewer。',
                  'Install the ClearSight SDK and open ClearSight Viewer.',
                ),
                L(
                  '双击设备列表中的相机建立连接，点击「连续采集」查看实时图像。',
                  'Double-click the camera in the device list to connect, then click "Continuous" to see live images.',
                ),
                L(
                  '调节镜头光圈与焦距；在「曝光时间」与「增益」中调整亮度，优先增大曝光。',
                  'Adjust the lens aperture and focus; set brightness with Exposure Time and Gain, raising exposure first.',
                ),
                L(
                  '外部触发：将 TriggerMode 设为 On，TriggerSource 设为 Line1，TriggerActivation 设为 RisingEdge。',
                  'External trigger: set TriggerMode On, TriggerSource Line1, TriggerActivation RisingEdge.',
                ),
                L(
                  '彩色相机在均匀白色目标下执行「一次白平衡」。',
                  'For colour cameras run "Balance White Once" on an even white target.',
                ),
                L(
                  '在「用户集」中保存参数并设为上电默认（UserSetDefault）。',
                  'Save the settings to a user set and make it the power-on default (UserSetDefault).',
                ),
              ],
            },
            { h: L('二次开发', 'Programming') },
            {
              p: L(
                'SDK 提供 C、C++、C# 与 Python 接口及示例程序，位于安装目录的 Samples 文件夹。相机亦兼容第三方 GenICam 软件。',
                'The SDK has C, C++, C# and Python interfaces with samples in the Samples folder of the install directory. The cameras also work with third-party GenICam software.',
              ),
            },
          ]
        : scope === 'smart'
          ? [
              {
                ol: [
                  L(
                    '将电脑 IP 设为 192.168.1.10/24，浏览器访问 http://192.168.1.100（出厂地址）。',
                    'Set the PC to 192.168.1.10/24 and open http://192.168.1.100 (the factory address) in a browser.',
                  ),
                  L('以 admin 登录并立即修改密码。', 'Sign in as admin and change the password at once.'),
                  L(
                    '在「图像」页调整对焦、曝光与内置光源。',
                    'On the Image page set focus, exposure and the built-in light.',
                  ),
                  L(
                    '在「流程」页添加定位、测量、读码或检测工具，并设置判定条件。',
                    'On the Job page add locate, gauge, read or inspect tools and set their pass limits.',
                  ),
                  L(
                    '在「通信」页映射结果到 OUT1/OUT2 或 PROFINET / EtherNet/IP 数据块。',
                    'On the Communication page map results to OUT1/OUT2 or PROFINET / EtherNet/IP data.',
                  ),
                  L('点击「运行」并保存为开机启动方案。', 'Click Run and save the job as the start-up job.'),
                ],
              },
            ]
          : [
              {
                ol: [
                  L(
                    '新建方案，在「相机」模块中选择相机并设置触发方式。',
                    'Create a job; in the Camera tool pick a camera and its trigger mode.',
                  ),
                  L(
                    '拖入「模板匹配」定位工件，并建立位置跟随。',
                    'Drag in Pattern Match to locate the part and set up position following.',
                  ),
                  L(
                    '添加测量、读码或缺陷检测工具，设置判定范围。',
                    'Add gauging, code reading or defect tools and their pass ranges.',
                  ),
                  L(
                    '在「通信」中配置 PLC 地址与结果输出。',
                    'Set the PLC address and result outputs under Communication.',
                  ),
                  L(
                    '切换到运行界面，保存方案并设置为开机自动运行。',
                    'Switch to the run view, save the job and make it start with Windows.',
                  ),
                ],
              },
              { h: L('二次开发', 'Developer guide') },
              {
                p: L(
                  '专业版提供 C# 与 C++ SDK，可将方案嵌入自有界面，读写全局变量并订阅结果事件。',
                  'The Professional edition has C# and C++ SDKs to embed jobs in your own user interface, read and write global variables and subscribe to result events.',
                ),
              },
            ],
  });

  out.push({
    title: L('故障排查', 'Troubleshooting'),
    blocks: [
      {
        table: {
          columns: [
            { title: L('现象', 'Symptom'), width: 160 },
            { title: L('可能原因', 'Likely cause'), width: 150 },
            { title: L('处理方法', 'What to do'), width: WIDTH - 310 },
          ],
          rows: [
            [
              L('软件找不到设备', 'Device not found'),
              L('网段不同或驱动未装', 'Other subnet or no driver'),
              L(
                '修改 IP 或重装驱动；检查网线与指示灯',
                'Change the IP or reinstall the driver; check the cable and LEDs',
              ),
            ],
            [
              L('图像丢帧、花屏', 'Dropped or torn frames'),
              L('带宽不足或未开巨帧', 'Bandwidth or no jumbo frames'),
              L(
                '开启巨帧、增大接收缓冲，或降低帧率',
                'Enable jumbo frames, raise receive buffers or lower the frame rate',
              ),
            ],
            [
              L('外触发无响应', 'No response to trigger'),
              L('触发源或接线错误', 'Wrong source or wiring'),
              L('核对针脚、TriggerSource 与输入电平', 'Check the pins, TriggerSource and input levels'),
            ],
            [
              L('图像过暗或过曝', 'Too dark or overexposed'),
              L('曝光或光圈不当', 'Exposure or aperture'),
              L('调节曝光、光圈与光源亮度', 'Adjust exposure, aperture and light'),
            ],
            [
              L('图像有污点', 'Spots in the image'),
              L('传感器或镜头脏污', 'Dirty sensor or lens'),
              L('按维护章节清洁', 'Clean as the maintenance chapter says'),
            ],
            [
              L('设备频繁重启', 'Unit keeps restarting'),
              L('供电不足', 'Insufficient power'),
              L('检查电源功率与线缆压降', 'Check supply power and cable voltage drop'),
            ],
            [
              L('加密狗无法识别', 'Dongle not recognised'),
              L('驱动未装或 USB 口异常', 'Driver or USB port'),
              L('重装驱动或更换 USB 口', 'Reinstall the driver or use another port'),
            ],
          ],
        },
      },
      {
        note: L(
          '若以上方法无法解决问题，请导出诊断日志（帮助 → 导出日志）并联系技术支持。',
          'If this does not solve the problem, export the diagnostic log (Help → Export log) and contact support.',
        ),
      },
    ],
  });

  out.push({
    title: L('维护与保养', 'Maintenance'),
    blocks: [
      {
        ul:
          scope === 'software'
            ? [
                L(
                  '每次修改方案后备份方案文件，并记录版本。',
                  'Back up the job file after every change and note its version.',
                ),
                L(
                  '升级前在测试机上验证方案，保留旧版本安装包。',
                  'Test jobs on a spare PC before upgrading; keep the old installer.',
                ),
                L(
                  '定期清理日志与历史图像，保持磁盘空间 20 % 以上。',
                  'Clear logs and stored images regularly; keep 20 % of the disk free.',
                ),
                L(
                  '关闭 Windows 自动更新与休眠，避免生产中断。',
                  'Turn off Windows automatic updates and sleep to avoid stoppages.',
                ),
              ]
            : [
                L(
                  '用吹气球清除传感器保护玻璃上的灰尘；顽固污渍用镜头纸蘸少量无水乙醇单向擦拭。',
                  'Blow dust off the sensor glass with an air blower; wipe stubborn marks one way with lens tissue and a little pure ethanol.',
                ),
                L('外壳用干燥软布清洁，勿使用溶剂。', 'Clean the housing with a dry soft cloth, never with solvents.'),
                L(
                  '每季度检查紧固螺钉、线缆与接头是否松动。',
                  'Check screws, cables and connectors for looseness every quarter.',
                ),
                L(
                  '通过 ClearSight SDK 检查并升级固件；升级过程中勿断电。',
                  'Check for and install firmware updates with the ClearSight SDK; do not cut power during an update.',
                ),
                L('长期存放时盖好防尘盖，置于干燥环境。', 'For storage fit the dust cap and keep the unit dry.'),
              ],
      },
      { h: L('保修', 'Warranty') },
      {
        p: L(
          `${scope === 'software' ? '软件授权享有一年免费升级。' : '硬件自发货之日起保修两年。'}人为损坏、私自拆机、超规格使用不在保修范围内。`,
          `${scope === 'software' ? 'Licences include one year of free updates.' : 'Hardware is under warranty for two years from shipment.'} Damage by misuse, opening the unit or use beyond its ratings is not covered.`,
        ),
      },
    ],
  });

  out.push({
    title: L('技术支持与联系方式', 'Support and contacts'),
    blocks: [
      {
        table: {
          columns: [
            { title: L('渠道', 'Channel'), width: 150 },
            { title: L('联系方式', 'Contact'), width: WIDTH - 150 },
          ],
          rows: [
            [
              L('销售热线', 'Sales hotline'),
              L('400-800-2026（工作日 8:30–18:00）', '+86 400-800-2026 (weekdays 8:30–18:00, China time)'),
            ],
            [L('技术支持邮箱', 'Support e-mail'), 'support@clearsight-vision.example'],
            [L('销售邮箱', 'Sales e-mail'), 'sales@clearsight-vision.example'],
            [
              L('总部地址', 'Head office'),
              L(
                '浙江省杭州市滨江区江南大道 2026 号澄镜大厦',
                'ClearSight Tower, 2026 Jiangnan Avenue, Binjiang District, Hangzhou, Zhejiang, China',
              ),
            ],
            [
              L('在线社区', 'Community'),
              L('官网社区论坛，工程师在线答疑', 'The community forum on our website, answered by our engineers'),
            ],
          ],
        },
      },
      {
        p: L(
          '联系技术支持时请提供：产品型号、序列号、固件与软件版本、问题现象与诊断日志。',
          'When you contact support, give the model, serial number, firmware and software versions, what happens and the diagnostic log.',
        ),
      },
    ],
  });
  return out;
}

const TITLES: Record<Scope, { zh: string; en: string; kindZh: string }> = {
  area: { zh: '面阵相机用户手册', en: 'Area Scan Camera User Manual', kindZh: '用户手册' },
  smart: { zh: 'SC-2000 智能相机用户手册', en: 'SC-2000 Smart Camera User Manual', kindZh: '用户手册' },
  software: { zh: 'VisionMaster 用户手册', en: 'VisionMaster User Manual', kindZh: '用户手册' },
};

/** The PDF of one of the manuals in MANUALS (null for another slug). */
export function userManual(slug: string): Promise<Buffer> | null {
  const spec = MANUALS[slug];
  if (!spec) return null;
  const models = modelsOf(spec.scope);
  const cjk = spec.language === 'zh-CN' && cjkFontAvailable();
  // Without a CJK font the Chinese manual is the English text, and its cover says why.
  const zh = cjk;
  const fallback = spec.language === 'zh-CN' && !cjk;
  const title = zh ? TITLES[spec.scope].zh : TITLES[spec.scope].en;
  const seriesEn = models[0] ? seriesNameEn(models[0].series) : '';
  const colour = accent(SERIES_HUES[seriesEn] ?? 210);
  const content = chapters(spec.scope, zh, models);

  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margins: { top: TOP, bottom: BOTTOM, left: MARGIN, right: MARGIN },
      bufferPages: true,
      autoFirstPage: false,
      info: {
        Title: TITLES[spec.scope].en,
        Subject: 'User manual',
        Author: 'ClearSight Vision',
        Creator: 'ClearSight Vision',
        Producer: 'ClearSight Vision',
        CreationDate: FIXED_DATE,
        ModDate: FIXED_DATE,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    if (cjk) {
      doc.registerFont('body', CJK_FONT.regular.file, CJK_FONT.regular.name);
      doc.registerFont('bold', CJK_FONT.bold.file, CJK_FONT.bold.name);
    }
    const regular = cjk ? 'body' : 'Helvetica';
    const bold = cjk ? 'bold' : 'Helvetica-Bold';
    // WinAnsi has no arrow: menu paths read "Help > Licence" in the standard fonts.
    const t = (s: string) => (cjk ? s : ansi(s.replace(/→/g, '>')));
    const gap = cjk ? 4 : 3;

    // Every page after the cover gets the running header, pages pdfkit adds when text flows over included.
    let running = false;
    doc.on('pageAdded', () => {
      if (!running) return;
      doc.save();
      doc.rect(0, 0, A4.w, 56).fill(NAVY);
      doc.rect(0, 56, A4.w, 3).fill(colour);
      doc.page.margins.top = 0;
      doc
        .fillColor('#ffffff')
        .font('Helvetica-Bold')
        .fontSize(13)
        .text('CLEARSIGHT VISION', MARGIN, 21, { lineBreak: false });
      doc
        .font(regular)
        .fontSize(9)
        .fillColor('#cbd5e1')
        .text(t(`${title} · ${spec.version}`), MARGIN, 23, { width: WIDTH, align: 'right', lineBreak: false });
      doc.page.margins.top = TOP;
      doc.restore();
      doc.x = MARGIN;
      doc.y = TOP;
    });

    // Cover.
    doc.addPage();
    doc.rect(0, 0, A4.w, A4.h).fill(NAVY);
    doc.rect(0, 520, A4.w, 6).fill(colour);
    doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(18).text('CLEARSIGHT', MARGIN, 64, { continued: true });
    doc.font('Helvetica').text(' VISION');
    doc.font(bold).fontSize(30).fillColor('#ffffff').text(t(title), MARGIN, 300, { width: WIDTH });
    doc
      .font(regular)
      .fontSize(13)
      .fillColor('#cbd5e1')
      .text(t(`${zh ? '版本' : 'Version'} ${spec.version} · 2026-01`), MARGIN, doc.y + 14);
    doc
      .fontSize(10)
      .fillColor('#94a3b8')
      .text(t(models.map((m) => m.modelNumber).join(' · ')), MARGIN, doc.y + 18, { width: WIDTH, lineGap: 2 });
    if (fallback) {
      doc
        .font('Helvetica-Bold')
        .fontSize(11)
        .fillColor('#fde68a')
        .text(
          'Chinese edition: this copy is printed in English because no Chinese font was available when it was generated. The content is the same as the Chinese manual.',
          MARGIN,
          560,
          { width: WIDTH },
        );
    }
    doc
      .font(regular)
      .fontSize(9)
      .fillColor('#94a3b8')
      .text(
        t(zh ? '澄镜视觉科技有限公司 · 杭州' : 'ClearSight Vision Technology Co., Ltd. · Hangzhou, China'),
        MARGIN,
        A4.h - 90,
        { width: WIDTH, lineBreak: false },
      );

    running = true;
    // The contents page, filled in at the end when the chapters' pages are known.
    doc.addPage();
    const contentsPage = doc.bufferedPageRange().count - 1;
    const starts: number[] = [];

    const heading = (text: string) => {
      if (doc.y > A4.h - BOTTOM - 60) doc.addPage();
      doc.moveDown(0.4);
      doc.font(bold).fontSize(11.5).fillColor(NAVY).text(t(text), MARGIN, doc.y, { width: WIDTH });
      doc.moveDown(0.3);
    };
    const paragraph = (text: string) => {
      doc.font(regular).fontSize(10).fillColor(INK).text(t(text), MARGIN, doc.y, { width: WIDTH, lineGap: gap });
      doc.moveDown(0.6);
    };
    const list = (items: string[], numbered: boolean) => {
      items.forEach((item, i) => {
        const mark = numbered ? `${i + 1}.` : '•';
        // The mark is placed by hand: start the item on the next page when it would not fit here.
        const h = doc
          .font(regular)
          .fontSize(10)
          .heightOfString(t(item), { width: WIDTH - 22, lineGap: gap });
        if (doc.y + h > A4.h - BOTTOM) doc.addPage();
        const y = doc.y;
        doc
          .font(regular)
          .fontSize(10)
          .fillColor(colour)
          .text(mark, MARGIN + 4, y, { width: 16, lineBreak: false });
        doc.fillColor(INK).text(t(item), MARGIN + 22, y, { width: WIDTH - 22, lineGap: gap });
        doc.moveDown(0.35);
      });
      doc.moveDown(0.3);
    };
    const note = (text: string) => {
      const h =
        doc
          .font(regular)
          .fontSize(9.5)
          .heightOfString(t(text), { width: WIDTH - 24, lineGap: gap }) + 16;
      if (doc.y + h > A4.h - BOTTOM) doc.addPage();
      const y = doc.y;
      doc.save();
      doc.rect(MARGIN, y, WIDTH, h).fill('#eff6ff');
      doc.rect(MARGIN, y, 3, h).fill(colour);
      doc.restore();
      doc
        .font(regular)
        .fontSize(9.5)
        .fillColor(INK)
        .text(t(text), MARGIN + 14, y + 8, { width: WIDTH - 24, lineGap: gap });
      doc.y = y + h + 8;
    };
    const grid = (columns: Array<{ title: string; width: number }>, rows: string[][]) => {
      const pad = 5;
      const size = 8.5;
      const cellH = (cell: string, j: number) =>
        doc
          .font(j === 0 ? bold : regular)
          .fontSize(size)
          .heightOfString(t(cell), { width: columns[j]!.width - 12 }) +
        2 * pad;
      const headH = Math.max(
        18,
        ...columns.map(
          (c) =>
            doc
              .font(bold)
              .fontSize(size)
              .heightOfString(t(c.title), { width: c.width - 12 }) +
            2 * pad,
        ),
      );
      // A table that fits on a page is not split; a longer one breaks between rows and repeats its header.
      const total = headH + rows.reduce((sum, row) => sum + Math.max(17, ...row.map(cellH)), 0);
      if (doc.y + total > A4.h - BOTTOM && (total <= A4.h - BOTTOM - TOP || doc.y + headH + 40 > A4.h - BOTTOM))
        doc.addPage();
      let y = doc.y;
      const head = () => {
        doc.rect(MARGIN, y, WIDTH, headH).fill(colour);
        let x = MARGIN;
        for (const c of columns) {
          doc
            .font(bold)
            .fontSize(size)
            .fillColor('#ffffff')
            .text(t(c.title), x + 6, y + pad, { width: c.width - 12 });
          x += c.width;
        }
        y += headH;
      };
      head();
      rows.forEach((row, i) => {
        const h = Math.max(17, ...row.map(cellH));
        if (y + h > A4.h - BOTTOM) {
          doc.addPage();
          y = doc.y;
          head();
        }
        if (i % 2 === 0) doc.rect(MARGIN, y, WIDTH, h).fill('#f3f6f9');
        let x = MARGIN;
        row.forEach((cell, j) => {
          doc
            .font(j === 0 ? bold : regular)
            .fontSize(size)
            .fillColor(j === 0 ? '#334155' : '#0f172a')
            .text(t(cell), x + 6, y + pad, { width: columns[j]!.width - 12 });
          x += columns[j]!.width;
        });
        doc
          .moveTo(MARGIN, y + h)
          .lineTo(MARGIN + WIDTH, y + h)
          .lineWidth(0.4)
          .strokeColor(LINE)
          .stroke();
        y += h;
      });
      doc.x = MARGIN;
      doc.y = y + 12;
    };

    content.forEach((chapter, n) => {
      doc.addPage();
      starts.push(doc.bufferedPageRange().count - 1);
      doc
        .font(bold)
        .fontSize(18)
        .fillColor(NAVY)
        .text(t(`${n + 1}  ${chapter.title}`), MARGIN, TOP, { width: WIDTH });
      doc.rect(MARGIN, doc.y + 4, 40, 3).fill(colour);
      doc.y += 20;
      for (const block of chapter.blocks) {
        if ('h' in block) heading(block.h);
        else if ('p' in block) paragraph(block.p);
        else if ('ul' in block) list(block.ul, false);
        else if ('ol' in block) list(block.ol, true);
        else if ('note' in block) note(block.note);
        else grid(block.table.columns, block.table.rows);
      }
    });

    // Contents, then page numbers in every footer but the cover's.
    doc.switchToPage(contentsPage);
    doc
      .font(bold)
      .fontSize(18)
      .fillColor(NAVY)
      .text(t(zh ? '目录' : 'Contents'), MARGIN, TOP);
    let y = doc.y + 18;
    content.forEach((chapter, n) => {
      doc
        .font(regular)
        .fontSize(11)
        .fillColor(INK)
        .text(t(`${n + 1}   ${chapter.title}`), MARGIN + 8, y, { lineBreak: false });
      doc.text(String(starts[n]! + 1), A4.w - MARGIN - 40, y, { width: 40, align: 'right', lineBreak: false });
      doc
        .moveTo(MARGIN + 8, y + 17)
        .lineTo(A4.w - MARGIN, y + 17)
        .lineWidth(0.3)
        .strokeColor(LINE)
        .stroke();
      y += 26;
    });
    const pages = doc.bufferedPageRange().count;
    for (let i = 1; i < pages; i += 1) {
      doc.switchToPage(i);
      doc.page.margins.bottom = 0;
      doc
        .font('Helvetica')
        .fontSize(7.5)
        .fillColor(GREY)
        .text('ClearSight Vision · support@clearsight-vision.example · +86 400-800-2026', MARGIN, A4.h - 40, {
          width: WIDTH - 80,
          lineBreak: false,
        });
      doc.text(`${slug.toUpperCase()} ${spec.version} · ${i + 1}/${pages}`, A4.w - MARGIN - 160, A4.h - 40, {
        width: 160,
        align: 'right',
        lineBreak: false,
      });
      doc.page.margins.bottom = BOTTOM;
    }
    doc.end();
  });
}
