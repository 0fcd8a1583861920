import type { BoothType, ProfileKind } from '@hz/contract/people';
import type { BoothStyle } from '@hz/contract/gallery';
import type { ServiceType } from '@hz/contract/services';

/**
 * The demo designers and factories (issue 12, point 8): profiles, works, build cases and services, all
 * approved, for seed-people.ts. The demo designer (13800000002) and factory (13800000003) of seed.ts
 * get profiles; five more members are added (13800000004–08, the demo password). Works and cases may
 * name a demo exhibition (`DemoListing.key` of seed-content-data.ts). Every name, number and picture is
 * made up; identity numbers carry valid check characters but belong to nobody.
 */

export interface DemoWork {
  key: string;
  title: string;
  /** Drawn on the booth's header. */
  brand: string;
  style: BoothStyle;
  areas: number;
  opens: 1 | 2 | 3 | 4;
  /** The demo exhibition it was for. */
  expo?: string;
  conts: string;
  /** First approved this many days ago (recent activity). */
  daysAgo: number;
  hue: number;
}

export interface DemoService {
  key: string;
  type: ServiceType;
  title: string;
  areaMin: number;
  areaMax: number;
  /** Yuan; null = 面议. */
  price: number | null;
  days: number;
  includes: string;
  excludes: string;
  hue: number;
}

export interface DemoPerson {
  key: string;
  mobile: string;
  kind: ProfileKind;
  /** Added to `members` when missing (the demo members of seed.ts are there already). */
  nickname: string;
  /** The verified real name (designers) or the contact person (factories). */
  realName: string;
  /** 17 digits; the check character is computed. */
  idcard17: string;
  /** Factories: the verified business name and the 17 first characters of its credit code. */
  company?: string;
  uscc17?: string;
  /** The profile. */
  name: string;
  prov: string;
  city: string;
  descr: string;
  specialities: BoothType[];
  styles: BoothStyle[];
  cities: string[];
  priceMin: number;
  priceMax: number;
  years?: number;
  plantArea?: number;
  teamSize?: number;
  capacity?: number;
  equipment?: string[];
  /** Certificate titles: a picture each. */
  certs?: string[];
  mark: string;
  latin: string;
  hue: number;
  works: DemoWork[];
  services: DemoService[];
}

/** What a demo member's verification is drawn from. */
export type Verified = Pick<
  DemoPerson,
  'key' | 'mobile' | 'kind' | 'realName' | 'idcard17' | 'company' | 'uscc17' | 'prov' | 'city' | 'hue'
>;

/**
 * The demo client (13800000001, seed.ts) as a verified business (issue 27 point 1, decision 045): the
 * README's demo journey starts by publishing, which needs it. `kind` 'factory' draws a business licence.
 */
export const DEMO_CLIENT_VERIFICATION: Verified = {
  key: 'demo-client',
  mobile: '13800000001',
  kind: 'factory',
  realName: '王明',
  idcard17: '31010119850312251',
  company: '上海华展国际贸易有限公司',
  uscc17: '91310115MA1K3HW8P',
  prov: '上海市',
  city: '上海市',
  hue: 210,
};

const p = (text: string) => `<p>${text}</p>`;

export const DEMO_PEOPLE: DemoPerson[] = [
  {
    key: 'demo-d1',
    mobile: '13800000002',
    kind: 'designer',
    nickname: '设计师小林',
    realName: '林晓',
    idcard17: '31010419900315242',
    name: '林晓展示设计工作室',
    prov: '上海市',
    city: '上海市',
    descr:
      '林晓，展台设计师，从业九年，先后在两家会展公司担任主案设计。擅长特装展台、双层展台与企业展厅，注重动线与品牌识别，方案兼顾造价与施工可行性。提供概念方案、效果图、施工图与现场配合。',
    specialities: ['特装展位', '双层展台', '展厅展馆'],
    styles: ['现代简约', '科技感'],
    cities: ['上海市', '苏州市', '杭州市', '南京市'],
    priceMin: 80,
    priceMax: 160,
    years: 9,
    mark: '林',
    latin: 'LX',
    hue: 210,
    works: [
      {
        key: 'demo-w01',
        title: '新能源汽车品牌双层展台',
        brand: 'VOLTA',
        style: '科技感',
        areas: 216,
        opens: 4,
        expo: 'demo-e02',
        conts:
          p('为新能源汽车品牌设计的岛型双层展台：一层展车与体验区，二层贵宾洽谈与媒体区。') +
          p('弧形灯膜吊顶与地面光带呼应品牌的流线造型，主视觉面对主通道。'),
        daysAgo: 3,
        hue: 200,
      },
      {
        key: 'demo-w02',
        title: '医疗器械企业三面开特装展台',
        brand: 'MEDIX',
        style: '现代简约',
        areas: 72,
        opens: 3,
        expo: 'demo-e07',
        conts:
          p('白色与浅灰为主调，突出产品的洁净与专业感；中岛设置产品演示台，两侧为洽谈区。') +
          p('展台采用可重复使用的铝型材结构，降低客户下次参展的成本。'),
        daysAgo: 18,
        hue: 180,
      },
      {
        key: 'demo-w03',
        title: 'LED显示企业科技感展台',
        brand: 'LUMEN',
        style: '科技感',
        areas: 108,
        opens: 2,
        expo: 'demo-e06',
        conts: p('以大面积LED弧形屏作为背景墙，配合地面互动投影，吸引观众驻足体验显示效果。'),
        daysAgo: 95,
        hue: 260,
      },
      {
        key: 'demo-w04',
        title: '家居品牌自然风企业展厅',
        brand: 'WOODS',
        style: '自然生态',
        areas: 300,
        opens: 1,
        conts: p('企业总部展厅设计：原木、藤编与绿植营造自然氛围，按产品线划分场景化展示空间。'),
        daysAgo: 140,
        hue: 90,
      },
    ],
    services: [
      {
        key: 'demo-sv01',
        type: 'design',
        title: '9㎡标摊升级设计，3天出图',
        areaMin: 9,
        areaMax: 18,
        price: 1280,
        days: 3,
        includes: '标摊升级方案一套：效果图3张（正视、侧视、鸟瞰）、物料清单、两次修改。',
        excludes: '施工图、搭建与物料制作费用。',
        hue: 210,
      },
      {
        key: 'demo-sv02',
        type: 'design',
        title: '36–72㎡特装展台全套设计',
        areaMin: 36,
        areaMax: 72,
        price: 6800,
        days: 7,
        includes: '概念方案、效果图6张、施工图（平面、立面、节点）、材料说明、三次修改、一次现场交底。',
        excludes: '搭建施工、展品运输、现场管理。',
        hue: 230,
      },
    ],
  },
  {
    key: 'demo-d2',
    mobile: '13800000004',
    kind: 'designer',
    nickname: '设计师周然',
    realName: '周然',
    idcard17: '11010519850726113',
    name: '然设计事务所',
    prov: '北京市',
    city: '北京市',
    descr:
      '周然，十二年会展与活动设计经验，专注发布会、年会与巡展的舞美及空间设计。团队五人，擅长中式与奢华风格的高端品牌活动，熟悉国家会议中心、首钢园等场馆的布展要求。',
    specialities: ['会议舞美', '巡展', '活动美陈'],
    styles: ['奢华', '中式'],
    cities: ['全国'],
    priceMin: 120,
    priceMax: 260,
    years: 12,
    mark: '然',
    latin: 'ZR',
    hue: 20,
    works: [
      {
        key: 'demo-w05',
        title: '白酒品牌中式发布会舞美',
        brand: 'JIUXIANG',
        style: '中式',
        areas: 400,
        opens: 1,
        conts: p('以山水长卷为主视觉，舞台两侧设置酒坛陈列墙，灯光随发布环节切换色温。'),
        daysAgo: 7,
        hue: 10,
      },
      {
        key: 'demo-w06',
        title: '教育装备展奢华风企业展台',
        brand: 'EDUX',
        style: '奢华',
        areas: 90,
        opens: 3,
        expo: 'demo-e08',
        conts: p('金属质感门头与深色木饰面营造高端感，内设小型路演区，可容纳二十人聆听讲解。'),
        daysAgo: 40,
        hue: 40,
      },
      {
        key: 'demo-w07',
        title: '美妆品牌城市巡展快闪空间',
        brand: 'BLOOM',
        style: '现代简约',
        areas: 60,
        opens: 4,
        conts: p('模块化快闪空间，一周内可在商场中庭完成拆装，已在六座城市巡回使用。'),
        daysAgo: 200,
        hue: 330,
      },
    ],
    services: [
      {
        key: 'demo-sv03',
        type: 'design',
        title: '发布会舞美设计（含主视觉）',
        areaMin: 100,
        areaMax: 600,
        price: null,
        days: 10,
        includes: '舞台与背景设计、主视觉延展、灯光与多媒体点位图、效果图与施工图。',
        excludes: '设备租赁、搭建施工、现场执行。',
        hue: 20,
      },
    ],
  },
  {
    key: 'demo-d3',
    mobile: '13800000005',
    kind: 'designer',
    nickname: '设计师陈思远',
    realName: '陈思远',
    idcard17: '44030519930208351',
    name: '思远空间设计',
    prov: '广东省',
    city: '深圳市',
    descr:
      '陈思远，六年展台设计经验，偏好工业风与可持续材料，作品多用于消费电子与潮流品牌。擅长快闪店与中小型特装展台，出图快，方案注重拍照传播点。',
    specialities: ['特装展位', '快闪店'],
    styles: ['工业风', '自然生态'],
    cities: ['深圳市', '广州市', '东莞市', '厦门市'],
    priceMin: 60,
    priceMax: 120,
    years: 6,
    mark: '远',
    latin: 'SY',
    hue: 150,
    works: [
      {
        key: 'demo-w08',
        title: '消费电子品牌工业风展台',
        brand: 'NOVA',
        style: '工业风',
        areas: 54,
        opens: 2,
        expo: 'demo-e16',
        conts: p('脚手架与镀锌板构成开放结构，产品陈列在可旋转展台上，顶部悬挂品牌灯箱。'),
        daysAgo: 12,
        hue: 160,
      },
      {
        key: 'demo-w09',
        title: '潮牌快闪店环保材料设计',
        brand: 'LOOP',
        style: '自然生态',
        areas: 36,
        opens: 3,
        conts: p('使用回收纸板与再生木材搭建，拆除后材料可百分之八十回收，兼顾传播与环保。'),
        daysAgo: 60,
        hue: 120,
      },
    ],
    services: [
      {
        key: 'demo-sv04',
        type: 'design',
        title: '快闪店空间设计，5天交付',
        areaMin: 20,
        areaMax: 80,
        price: 3600,
        days: 5,
        includes: '平面布局、效果图4张、主要物料清单、两次修改。',
        excludes: '施工图、制作与安装。',
        hue: 150,
      },
    ],
  },
  {
    key: 'demo-d4',
    mobile: '13800000006',
    kind: 'designer',
    nickname: '设计师王可',
    realName: '王可',
    idcard17: '51010719960911422',
    name: '可视展陈设计',
    prov: '四川省',
    city: '成都市',
    descr:
      '王可，成都本地展陈设计师，四年经验，服务糖酒会、西博会等本地展会的中小企业客户。擅长标准展位升级与活动美陈，预算友好，可上门沟通。',
    specialities: ['标准展位', '活动美陈'],
    styles: ['现代简约'],
    cities: ['成都市', '重庆市'],
    priceMin: 0,
    priceMax: 0,
    years: 4,
    mark: '可',
    latin: 'WK',
    hue: 45,
    works: [
      {
        key: 'demo-w10',
        title: '糖酒会标准展位升级',
        brand: 'SPICY',
        style: '现代简约',
        areas: 18,
        opens: 2,
        expo: 'demo-e05',
        conts: p('在两个标准展位的基础上加装门头与灯箱，预算控制在八千元以内，现场效果提升明显。'),
        daysAgo: 25,
        hue: 30,
      },
    ],
    services: [],
  },
  {
    key: 'demo-f1',
    mobile: '13800000003',
    kind: 'factory',
    nickname: '鑫源搭建工厂',
    realName: '陈强',
    idcard17: '32050619800418273',
    company: '苏州鑫源展览工程有限公司',
    uscc17: '91320506MA1MXYK0A',
    name: '苏州鑫源展览工程有限公司',
    prov: '江苏省',
    city: '苏州市',
    descr:
      '苏州鑫源展览工程有限公司成立于2010年，拥有一万两千平方米自有工厂，木工、喷涂、金属与喷绘车间齐全。年搭建特装展台七百余个，服务上海、苏州、杭州、南京等地主要展馆，可承接全国巡展。',
    specialities: ['特装展位', '双层展台', '巡展', '展厅展馆'],
    styles: ['现代简约', '科技感', '工业风'],
    cities: ['全国'],
    priceMin: 600,
    priceMax: 1500,
    plantArea: 12000,
    teamSize: 85,
    capacity: 60,
    equipment: ['CNC雕刻机', 'UV平板打印机', '全自动封边机', '激光切割机', '无尘喷漆房'],
    certs: ['展览工程企业资质证书', '安全生产许可证'],
    mark: '鑫',
    latin: 'XY',
    hue: 25,
    works: [
      {
        key: 'demo-c01',
        title: '汽车零部件展特装搭建',
        brand: 'AUTOPARTS',
        style: '现代简约',
        areas: 180,
        opens: 3,
        expo: 'demo-e01',
        conts:
          p('三面开特装展台，工期三天，木结构加烤漆饰面，顶部桁架吊挂品牌标识。') +
          p('现场配备电工与安全员全程值守。'),
        daysAgo: 5,
        hue: 20,
      },
      {
        key: 'demo-c02',
        title: '新能源汽车双层钢结构展台',
        brand: 'VOLTA',
        style: '科技感',
        areas: 216,
        opens: 4,
        expo: 'demo-e02',
        conts: p('双层钢结构展台，二层荷载每平方米三百五十公斤，通过场馆结构安全审核后施工。'),
        daysAgo: 2,
        hue: 200,
      },
      {
        key: 'demo-c03',
        title: '家具博览会木作特装展台',
        brand: 'CASA',
        style: '自然生态',
        areas: 144,
        opens: 2,
        expo: 'demo-e03',
        conts: p('实木格栅与软木地面，工厂预制模块，现场拼装一天完成。'),
        daysAgo: 45,
        hue: 70,
      },
      {
        key: 'demo-c04',
        title: '工业自动化品牌巡展展台',
        brand: 'ROBOTEC',
        style: '工业风',
        areas: 72,
        opens: 3,
        conts: p('可重复使用的模块化巡展展台，已在五个城市巡回搭建，单次搭建成本降低约四成。'),
        daysAgo: 120,
        hue: 220,
      },
    ],
    services: [
      {
        key: 'demo-sv05',
        type: 'build',
        title: '36㎡特装展台搭建（含基础物料）',
        areaMin: 36,
        areaMax: 36,
        price: 28800,
        days: 3,
        includes: '木结构与烤漆饰面、地台与地毯、基础照明与电路、喷绘画面、进撤场人工。',
        excludes: '场馆管理费、电箱租赁、多媒体设备、运输。',
        hue: 25,
      },
      {
        key: 'demo-sv06',
        type: 'build',
        title: '标准展位升级搭建，按展位计价',
        areaMin: 9,
        areaMax: 27,
        price: 4500,
        days: 2,
        includes: '门头、背板喷绘、洽谈桌椅、射灯。',
        excludes: '标摊本身的场馆费用。',
        hue: 35,
      },
    ],
  },
  {
    key: 'demo-f2',
    mobile: '13800000007',
    kind: 'factory',
    nickname: '申艺搭建',
    realName: '顾明',
    idcard17: '31011019780622151',
    company: '上海申艺展览搭建有限公司',
    uscc17: '91310110MA1G8QW2P',
    name: '上海申艺展览搭建有限公司',
    prov: '上海市',
    city: '上海市',
    descr:
      '上海申艺展览搭建有限公司位于嘉定，六千平方米工厂，专注上海国家会展中心与新国际博览中心的特装搭建，熟悉场馆报馆与安全审核流程，提供设计深化、制作、搭建与撤展一站式服务。',
    specialities: ['特装展位', '双层展台'],
    styles: ['现代简约', '奢华'],
    cities: ['上海市', '杭州市', '南京市', '苏州市'],
    priceMin: 800,
    priceMax: 1800,
    plantArea: 6000,
    teamSize: 48,
    capacity: 35,
    equipment: ['CNC雕刻机', '龙门喷绘机', '铝型材加工中心'],
    certs: ['展览工程企业资质证书'],
    mark: '申',
    latin: 'SY',
    hue: 340,
    works: [
      {
        key: 'demo-c05',
        title: '美妆博览会奢华风展台搭建',
        brand: 'BLOOM',
        style: '奢华',
        areas: 120,
        opens: 3,
        expo: 'demo-e14',
        conts: p('镜面不锈钢与香槟金饰面，灯光严格按照品牌手册的色温与照度执行。'),
        daysAgo: 30,
        hue: 330,
      },
      {
        key: 'demo-c06',
        title: '智能家居双层展台搭建',
        brand: 'HOMEIQ',
        style: '现代简约',
        areas: 200,
        opens: 4,
        expo: 'demo-e09',
        conts: p('双层展台，一层体验区按房间场景布置，二层为经销商洽谈区。'),
        daysAgo: 70,
        hue: 190,
      },
    ],
    services: [
      {
        key: 'demo-sv07',
        type: 'build',
        title: '上海场馆特装搭建，含报馆',
        areaMin: 54,
        areaMax: 300,
        price: null,
        days: 5,
        includes: '施工图深化、报馆与安全审核资料、制作、搭建与撤展。',
        excludes: '场馆管理费与押金、展品运输。',
        hue: 340,
      },
    ],
  },
  {
    key: 'demo-f3',
    mobile: '13800000008',
    kind: 'factory',
    nickname: '粤展制作',
    realName: '黄志伟',
    idcard17: '44010619820309477',
    company: '广州粤展展示制作有限公司',
    uscc17: '91440106MA5CK7P3N',
    name: '广州粤展展示制作有限公司',
    prov: '广东省',
    city: '广州市',
    descr:
      '广州粤展展示制作有限公司深耕华南会展市场十二年，工厂位于番禺，八千平方米，服务琶洲广交会展馆与深圳国际会展中心，擅长大型特装、巡展与企业展厅制作。',
    specialities: ['特装展位', '巡展', '展厅展馆'],
    styles: ['科技感', '工业风'],
    cities: ['广州市', '深圳市', '东莞市', '佛山市', '厦门市'],
    priceMin: 500,
    priceMax: 1300,
    plantArea: 8000,
    teamSize: 70,
    capacity: 45,
    equipment: ['CNC雕刻机', 'UV平板打印机', '亚克力热弯机'],
    certs: [],
    mark: '粤',
    latin: 'YZ',
    hue: 120,
    works: [
      {
        key: 'demo-c07',
        title: 'LED照明展科技感展台搭建',
        brand: 'LUMEN',
        style: '科技感',
        areas: 108,
        opens: 2,
        expo: 'demo-e06',
        conts: p('LED弧形屏与灯膜天花一体化施工，提前在工厂完成整体通电测试。'),
        daysAgo: 90,
        hue: 260,
      },
      {
        key: 'demo-c08',
        title: '礼品展工业风展台搭建',
        brand: 'GIFTY',
        style: '工业风',
        areas: 63,
        opens: 3,
        expo: 'demo-e16',
        conts: p('黑钢框架与网格板陈列墙，便于客户现场调整展品。'),
        daysAgo: 10,
        hue: 100,
      },
    ],
    services: [
      {
        key: 'demo-sv08',
        type: 'build',
        title: '华南展馆72㎡特装搭建套餐',
        areaMin: 72,
        areaMax: 72,
        price: 52000,
        days: 4,
        includes: '标准木结构、烤漆饰面、地台地毯、照明电路、喷绘画面、进撤场与垃圾清运。',
        excludes: '多媒体设备、绿植租赁、场馆费用。',
        hue: 120,
      },
    ],
  },
];
