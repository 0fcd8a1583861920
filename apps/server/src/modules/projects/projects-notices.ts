import { itemLinks } from '@hz/contract/common/links';
import { moneyText } from '../../lib/money.ts';
import { type DealNotice, dealNotices } from '../deals/deal-notices.ts';

/**
 * The build project's entries of the event catalogue (decision 043): for each event a project action
 * raises, who is told what. The actions say what happened (`deal.tell(tx, p, 'awarded', …)`); the words
 * are here.
 */

const yuan = (fen: number) => `${moneyText(fen)}`;
type Stage = { name: string; amount: number };
type Side = 'client' | 'factory';
const sideName: Record<Side, string> = { client: '客户', factory: '工厂' };
const stages = (rows: readonly Stage[]) => rows.map((r) => `${r.name} ${yuan(r.amount)}`).join('、');
const contractLink = (id: number) => `/signContract?id=${id}`;

/** Each event's own data (besides the project's title and its two sides). */
export interface ProjectEvents {
  edited: { quoters: number[] };
  closed: { losers: number[]; reason: string };
  quoted: { total: number };
  quoteRevised: { total: number };
  awarded: { price: number; losers: number[]; reason: string };
  contractProposed: { id: number; by: Side; n: number };
  contractRefused: { id: number; by: Side; n: number; reason: string };
  contractSigned: { id: number; by: Side; n: number };
  signed: { id: number; n: number; stage: string; amount: number };
  drawingsUploaded: Record<string, never>;
  drawingsApproved: Record<string, never>;
  stagesHeld: { stages: Stage[] };
  stagesPaid: { stages: Stage[]; commission: number; net: number };
  reported: { autoAcceptDate: string };
  owed: { stages: Stage[] };
  autoAccepted: { days: number };
  payReminder: { days: number; indate: string; stages: Stage[] };
  movedIn: { owed: Stage[]; paid: boolean };
  dateReminder: { key: 'bgdate7' | 'bgdate' | 'indate' | 'sdate' | 'outdate'; date: string };
  depositUpdated: { by: Side; kind: string; what: string; why: string };
  depositReminder: { outdate: string; clientKinds: string[]; factoryKinds: string[] };
  quoteAsked: { factory: number; question: string };
  quoteAnswered: { question: string; answer: string };
}

const dateWords = {
  bgdate7: (date: string): [string, string] => [
    '7天后报馆截止',
    `报馆截止日为${date}，请双方备齐报馆资料（效果图、施工图、电气图、结构安全说明、资质、施工人员名单与保险），逾期可能产生加急费用。`,
  ],
  indate: (date: string): [string, string] => [
    '明天进场搭建',
    `${date}进场搭建，请提前办好施工证，按场馆要求按时进场。`,
  ],
  bgdate: (date: string): [string, string] => [
    '明天报馆截止',
    `报馆截止日为${date}，请在截止前完成报馆，逾期可能产生加急费用。`,
  ],
  sdate: (date: string): [string, string] => [
    '明天开展',
    `${date}开展，请确保展台今天完工，并提交完工照片和报告。`,
  ],
  outdate: (date: string): [string, string] => ['今天撤展', `今天（${date}）撤展，请按场馆要求按时撤展。`],
};

export const projectNotices = dealNotices<ProjectEvents>('project', itemLinks.project, {
  edited: (d) =>
    d.quoters.map(
      (to): DealNotice => [to, '项目需求已修改', '客户修改了项目需求，请确认您的报价是否需要修改。'],
    ),
  closed: (d) =>
    d.losers.map(
      (to): DealNotice => [
        to,
        '项目已关闭',
        `客户已关闭该项目，您的报价未被选中。${d.reason ? `原因：${d.reason}` : ''}`,
      ],
    ),
  quoted: (d) => [[d.client, '收到新报价', `有工厂报价 ${yuan(d.total)}，请查看并比价。`]],
  quoteRevised: (d) => [[d.client, '工厂修改了报价', `有工厂修改了报价，新报价 ${yuan(d.total)}。`]],
  awarded: (d) => [
    [d.provider, '您的报价已中标', `客户选定了您的报价（${yuan(d.price)}），请查看合同并签署。`],
    ...d.losers.map(
      (to): DealNotice => [
        to,
        '报价未中标',
        `客户已选定其他工厂的报价。${d.reason ? `客户说明：${d.reason}` : ''}`,
      ],
    ),
  ],
  contractProposed: (d) => [
    [
      d.by === 'client' ? d.provider : d.client,
      '对方提出了合同修改',
      `${sideName[d.by]}提出了合同修改（第${d.n}版），请查看后签署以确认，或拒绝修改。`,
      contractLink(d.id),
    ],
  ],
  contractRefused: (d) => [
    [
      d.by === 'client' ? d.provider : d.client,
      '合同修改被拒绝',
      `${sideName[d.by]}拒绝了您提出的合同修改（第${d.n}版），原合同继续有效。${d.reason ? `原因：${d.reason}` : ''}`,
      contractLink(d.id),
    ],
  ],
  contractSigned: (d) => [
    [
      d.by === 'client' ? d.provider : d.client,
      '对方已签署合同',
      `${sideName[d.by]}已签署合同第${d.n}版，请核对后签署。`,
      contractLink(d.id),
    ],
  ],
  signed: (d) => [
    [
      d.client,
      '合同已签订',
      `双方已签署合同第${d.n}版，${d.stage} ${yuan(d.amount)} 已托管。`,
      contractLink(d.id),
    ],
    [
      d.provider,
      '合同已签订',
      `双方已签署合同第${d.n}版，客户的${d.stage} ${yuan(d.amount)} 已由平台托管。`,
      contractLink(d.id),
    ],
  ],
  drawingsUploaded: (d) => [[d.client, '工厂上传了施工图', '请查看施工图并确认，确认后预付款将支付给工厂。']],
  drawingsApproved: (d) => [[d.provider, '客户已确认施工图', '客户已确认施工图，请按图施工。']],
  stagesHeld: (d) => [[d.provider, '客户已托管款项', `客户已托管${stages(d.stages)}。`]],
  stagesPaid: (d) => [
    [
      d.provider,
      '款项已支付',
      `${stages(d.stages)}已结算到您的余额：平台服务费 ${yuan(d.commission)}，实得 ${yuan(d.net)}。`,
    ],
    [d.client, '款项已支付给工厂', `${stages(d.stages)}已从托管支付给工厂。`],
  ],
  reported: (d) => [
    [
      d.client,
      '工厂提交了完工报告',
      `请查看完工照片和报告并验收；${d.autoAcceptDate}前未处理将自动验收，尾款支付给工厂。`,
    ],
  ],
  owed: (d) => [
    [
      d.client,
      '请补足托管款项',
      `项目已验收，${stages(d.stages)}尚未托管，请尽快托管，托管后将直接支付给工厂。`,
    ],
    [d.provider, '客户尚有款项未托管', `${stages(d.stages)}客户尚未托管，平台已提醒客户。`],
  ],
  autoAccepted: (d) => [
    [d.client, '项目已自动验收', `展会结束${d.days}天未处理，已自动验收，尾款已支付给工厂。`],
    [d.provider, '项目已自动验收', `展会结束${d.days}天未处理，已自动验收。`],
  ],
  payReminder: (d) => [
    [
      d.client,
      `${d.days}天后进场，请托管款项`,
      `${d.indate}进场搭建，请在此之前托管${stages(d.stages)}（共 ${yuan(d.stages.reduce((a, s) => a + s.amount, 0))}）。`,
    ],
    ...(d.days === 1
      ? [
          [
            d.provider,
            '客户尚未托管进场款',
            `明天（${d.indate}）进场，客户尚未托管${stages(d.stages)}，平台已提醒客户。`,
          ] as DealNotice,
        ]
      : []),
  ],
  movedIn: (d) =>
    d.owed.length
      ? [
          [
            d.provider,
            '进场款未托管',
            `今天进场，客户尚未托管${stages(d.owed)}。请自行决定是否进场，托管后款项将直接支付给您。`,
          ],
          [d.client, '进场款未托管', `今天进场，您尚未托管${stages(d.owed)}，请尽快托管。`],
        ]
      : d.paid
        ? []
        : [[d.provider, '今日进场搭建', '今天是进场日，请按时进场搭建。']],
  dateReminder: (d) => {
    const [title, conts] = dateWords[d.key](d.date);
    return [
      [d.provider, title, conts],
      ...(d.key === 'sdate'
        ? [[d.client, title, `${d.date}开展，工厂完工后会提交完工报告。`] as DealNotice]
        : d.key === 'bgdate7'
          ? [[d.client, title, conts] as DealNotice]
          : []),
    ];
  },
  depositUpdated: (d) => [
    [
      d.by === 'client' ? d.provider : d.client,
      `${sideName[d.by]}更新了${d.kind}记录`,
      `${d.kind}${d.what}${d.why}。`,
    ],
  ],
  depositReminder: (d) =>
    (['client', 'factory'] as const).flatMap((payer): DealNotice[] => {
      const kinds = payer === 'client' ? d.clientKinds : d.factoryKinds;
      if (!kinds.length) return [];
      return [
        [
          payer === 'client' ? d.client : d.provider,
          '请记录押金退还情况',
          `${d.outdate}已撤展，${kinds.join('、')}尚未记录退还。请向场馆确认后在项目页记录：全额退还、部分退还或被扣留。`,
        ],
      ];
    }),
  quoteAsked: (d) => [[d.factory, '客户对您的报价提问', `客户问：${d.question.slice(0, 100)}`]],
  quoteAnswered: (d) => [
    [d.client, '工厂回答了您的提问', `问：${d.question.slice(0, 50)}；答：${d.answer.slice(0, 100)}`],
  ],
});
