/**
 * Every path of the site, in one typed table (the seed's route table, spelt as the seed spells it:
 * `/actvity`, `fourStep`, `security_person`). Components link with `paths.x.path` and never write a
 * path by hand; `allRoutePaths` lists every one for tests that walk the whole site.
 *
 * `access`: `public` screens work logged out (DESIGN §3a); `member` screens are behind the access gate;
 * `admin` screens (the operator console, not part of the seed) are for operators (`isadmin`) only.
 * `redirect`: the path only forwards to another one.
 */
export type Access = 'public' | 'member' | 'admin';

export interface PathDef {
  readonly path: string;
  readonly title: string;
  readonly access: Access;
  readonly redirect?: string;
}

const wizardSteps = (base: string, title: string, access: Access = 'member') =>
  ({
    root: { path: base, title, access, redirect: `${base}/firstStep` },
    firstStep: { path: `${base}/firstStep`, title: `${title} · 展会与展位`, access },
    secondStep: { path: `${base}/secondStep`, title: `${title} · 地点与日期`, access },
    thirdStep: { path: `${base}/thirdStep`, title: `${title} · 预算与设计`, access },
    fourStep: { path: `${base}/fourStep`, title: `${title} · 说明与发布`, access },
  }) as const;

export const paths = {
  root: { path: '/', title: '首页', access: 'public', redirect: '/mainPage' },
  mainPage: { path: '/mainPage', title: '首页', access: 'public' },

  // login group
  login: { path: '/login', title: '登录', access: 'public' },
  register: { path: '/login/register', title: '注册', access: 'public' },
  forget: { path: '/login/forget', title: '找回密码', access: 'public' },
  setpwd: { path: '/login/setpwd', title: '设置新密码', access: 'public' },
  bindPhone: { path: '/login/bindPhone', title: '绑定手机号', access: 'public' },
  resetPassword: { path: '/login/resetPassword', title: '修改密码', access: 'public' },

  // person centre
  personCenter: {
    path: '/personCenter',
    title: '个人中心',
    access: 'member',
    redirect: '/personCenter/trade',
  },
  trade: { path: '/personCenter/trade', title: '我的钱包', access: 'member' },
  securitySetting: { path: '/personCenter/securitySetting', title: '安全设置', access: 'member' },
  // not in the seed: notices off the site (issue 28)
  noticeSetting: { path: '/personCenter/noticeSetting', title: '通知设置', access: 'member' },
  // not in the seed: subscriptions to new work (issue 28 point 5, decision 052)
  subscriptions: { path: '/personCenter/subscriptions', title: '我的订阅', access: 'member' },
  // not in the seed: the exhibitor's show plans (issue 31, decision 055)
  shows: { path: '/personCenter/shows', title: '我的展会', access: 'member' },
  showPlan: { path: '/personCenter/showPlan', title: '参展计划', access: 'member' },
  // not in the seed: companies and their staff (issue 33, decision 056)
  company: { path: '/personCenter/company', title: '公司与员工', access: 'member' },
  securityPerson: { path: '/personCenter/security_person', title: '实名认证', access: 'member' },
  // not in the seed's route table, named after its sibling (docs/decisions/006-business-verification.md)
  securityBusiness: { path: '/personCenter/security_business', title: '企业认证', access: 'member' },
  basicSetting: { path: '/personCenter/basicSetting', title: '基本资料', access: 'member' },
  evaluateList: { path: '/personCenter/evaluateList', title: '我的评价', access: 'member' },
  evaluateEdit: { path: '/personCenter/evaluateEdit', title: '发表评价', access: 'member' },
  evaluateChange: { path: '/personCenter/evaluateChange', title: '修改评价', access: 'member' },
  tradeList: { path: '/personCenter/tradeList', title: '账单明细', access: 'member' },
  businessList: { path: '/personCenter/businessList', title: '我的任务', access: 'member' },
  workShopList: { path: '/personCenter/workShopList', title: '我的项目', access: 'member' },
  newService: { path: '/personCenter/newService', title: '发布服务', access: 'member' },
  newWordService: { path: '/personCenter/newWordService', title: '发布作品', access: 'member' },
  serviceDetail: { path: '/personCenter/serviceDetail', title: '服务详情', access: 'public' },
  serviceList: { path: '/personCenter/serviceList', title: '我的服务', access: 'member' },
  charging: { path: '/personCenter/charging', title: '充值', access: 'member' },
  // not in the seed's route table (docs/decisions/018-my-publish.md)
  myPublish: { path: '/personCenter/myPublish', title: '我的发布', access: 'member' },
  // not in the seed's route table (issue 30, decision 054): the contests one published or entered
  myContests: { path: '/personCenter/myContests', title: '我的比稿', access: 'member' },
  caseOut: { path: '/personCenter/caseOut', title: '提现', access: 'member' },
  // not in the seed's route table (issue 33 point 4): 发票 for top-ups and service fees
  invoice: { path: '/personCenter/invoice', title: '发票', access: 'member' },
  // not in the seed's route table (docs/decisions/017-people.md): the profiles' edit screens
  designerProfile: { path: '/personCenter/designerProfile', title: '设计师资料', access: 'member' },
  factoryProfile: { path: '/personCenter/factoryProfile', title: '工厂资料', access: 'member' },

  // favourites and design tasks
  collection: { path: '/collection', title: '我的收藏', access: 'member' },
  publish: { path: '/publish', title: '发布设计需求', access: 'member' },
  publishEdit: { path: '/publishEdit', title: '编辑设计需求', access: 'member' },
  // public: an approved task is seen by anyone (its parties see their workspace in it)
  publishDetail: { path: '/publishDetail', title: '设计需求详情', access: 'public' },
  // not in the seed: where a company's staff invitation lands (issue 33); read without a login
  companyInvite: { path: '/companyInvite', title: '加入公司邀请', access: 'public' },
  // not in the seed's route table (issue 30): a design contest, public once approved
  contestDetail: { path: '/contestDetail', title: '悬赏比稿详情', access: 'public' },
  // not in the seed's route table (docs/decisions/021-design-tasks.md): the designers' task hall
  taskHall: { path: '/taskHall', title: '设计任务大厅', access: 'public' },

  // people
  designItem: { path: '/designItem', title: '设计作品', access: 'public' },
  designer: { path: '/designer', title: '设计师', access: 'public' },
  designerWork: { path: '/designerWork', title: '设计师作品集', access: 'public' },
  supplier: { path: '/supplier', title: '工厂', access: 'public' },
  supplierWork: { path: '/supplierWork', title: '工厂案例', access: 'public' },

  // listings
  actvity: { path: '/actvity', title: '会议活动', access: 'public' },
  exhibition: { path: '/exhibition', title: '展会', access: 'public' },
  exhibitionBooth: { path: '/exhibitionBooth', title: '展台图库', access: 'public' },
  uploadExhibition: { path: '/uploadExhibition', title: '发布展会', access: 'member' },
  conventionSpace: { path: '/conventionSpace', title: '会议场地', access: 'public' },
  spaceInfo: { path: '/conventionSpace/spaceInfo', title: '场地详情', access: 'public' },
  uploadConvention: { path: '/uploadConvention', title: '发布会议场地', access: 'member' },

  // 3D models
  uploadModel: { path: '/model/uploadModel', title: '上传模型', access: 'member' },
  editModel: { path: '/model/editModel', title: '编辑模型', access: 'member' },
  modelCenter: { path: '/model/modelCenter', title: '3D模型库', access: 'public' },
  modelDetail: { path: '/model/modelDetail', title: '模型详情', access: 'public' },
  modelReview: { path: '/model/modelReview', title: '模型审核', access: 'member' },
  modelManagement: { path: '/model/modelManagement', title: '我的模型', access: 'member' },

  // build projects
  workshopNeed: wizardSteps('/workshopNeed', '发布搭建项目'),
  workshopNeedSimple: wizardSteps('/workshopNeedSimple', '快速发布搭建项目'),
  workshopNeedEdit: wizardSteps('/workshopNeedEdit', '修改搭建项目'),
  // public: an approved project is seen by anyone (its parties see their workspace in it; decision 036)
  workDetail: { path: '/workDetail', title: '搭建项目详情', access: 'public' },
  workQuotation: { path: '/workQuotation', title: '项目报价', access: 'member' },
  signContract: { path: '/signContract', title: '签订合同', access: 'member' },
  uploadContract: { path: '/uploadContract', title: '上传合同', access: 'member' },
  reviewReports: { path: '/reviewReports', title: '验收报告', access: 'member' },
  // not in the seed's route table (decision 036): the factories' project hall
  projectHall: { path: '/projectHall', title: '搭建项目大厅', access: 'public' },
  // not in the seed's route table (issue 32): the public price references
  priceGuide: { path: '/priceGuide', title: '展台搭建价格参考', access: 'public' },

  // messages, search, site
  message: { path: '/message', title: '消息中心', access: 'member' },
  searchMore: { path: '/search/more', title: '更多结果', access: 'public' },
  search: { path: '/search/search', title: '搜索', access: 'public' },
  about: { path: '/about', title: '关于我们', access: 'public' },
  help: { path: '/help', title: '帮助中心', access: 'public' },
  // not in the seed's route table (docs/decisions/015-contact.md)
  contact: { path: '/contact', title: '联系我们', access: 'public' },
  // not in the seed's route table (docs/decisions/016-agreements.md)
  agreement: { path: '/agreement', title: '用户服务协议', access: 'public' },
  privacy: { path: '/privacy', title: '隐私政策', access: 'public' },
  exception: { path: '/exception', title: '出错了', access: 'public' },

  // operator console (not in the seed)
  admin: { path: '/admin', title: '运营后台', access: 'admin', redirect: '/admin/members' },
  adminMembers: { path: '/admin/members', title: '会员管理', access: 'admin' },
  adminMemberInfo: { path: '/admin/memberInfo', title: '会员详情', access: 'admin' },
  adminAudit: { path: '/admin/audit', title: '审计日志', access: 'admin' },
  adminPersonAuth: { path: '/admin/personAuth', title: '实名审核', access: 'admin' },
  adminBusinessAuth: { path: '/admin/businessAuth', title: '企业审核', access: 'admin' },
  adminCash: { path: '/admin/cash', title: '提现审核', access: 'admin' },
  adminInvoices: { path: '/admin/invoices', title: '发票申请', access: 'admin' },
  adminCompanies: { path: '/admin/companies', title: '企业账户', access: 'admin' },
  adminContent: { path: '/admin/content', title: '内容审核', access: 'admin' },
  adminJobs: { path: '/admin/jobs', title: '后台任务', access: 'admin' },
  adminNotices: { path: '/admin/notices', title: '通知记录', access: 'admin' },
  adminFeedback: { path: '/admin/feedback', title: '意见反馈', access: 'admin' },
  adminComplaints: { path: '/admin/complaints', title: '投诉处理', access: 'admin' },
  adminModelMenus: { path: '/admin/modelMenus', title: '模型分类', access: 'admin' },
  adminContactAttempts: { path: '/admin/contactAttempts', title: '联系方式拦截', access: 'admin' },
  adminConsultReports: { path: '/admin/consultReports', title: '咨询举报', access: 'admin' },
  adminLedger: { path: '/admin/ledger', title: '账本核对', access: 'admin' },
} as const;

type Group = typeof paths;
type Entry = {
  [K in keyof Group]: Group[K] extends PathDef ? Group[K] : Group[K][keyof Group[K]];
}[keyof Group];

function flatten(): PathDef[] {
  const out: PathDef[] = [];
  for (const entry of Object.values(paths) as unknown[]) {
    if (entry && typeof entry === 'object' && 'path' in entry) out.push(entry as PathDef);
    else out.push(...(Object.values(entry as Record<string, PathDef>) as PathDef[]));
  }
  return out;
}

/** Every route definition of the site, in table order. */
export const allRoutes: readonly PathDef[] = flatten();

/** Every route path of the site, including the ones that only redirect. */
export const allRoutePaths: readonly Entry['path'][] = allRoutes.map((r) => r.path as Entry['path']);

/** Paths that render a screen (no redirects). */
export const screenPaths: readonly string[] = allRoutes.filter((r) => !r.redirect).map((r) => r.path);

/** Paths that only forward: `{ from: to }`. */
export const redirectPaths: Readonly<Record<string, string>> = Object.fromEntries(
  allRoutes.filter((r) => r.redirect).map((r) => [r.path, r.redirect as string]),
);

/** Screens that work without logging in (DESIGN §3a). */
export const publicPaths: readonly string[] = allRoutes
  .filter((r) => r.access === 'public')
  .map((r) => r.path);

/** Screens behind the access gate. */
export const memberPaths: readonly string[] = allRoutes
  .filter((r) => r.access === 'member')
  .map((r) => r.path);

const byPath = new Map(allRoutes.map((r) => [r.path, r]));

/** The route definition of an exact path, if it is one of ours. */
export function findRoute(pathname: string): PathDef | undefined {
  return byPath.get(pathname);
}

/** Builds `path?query` from a path of the table, dropping empty values. */
export function href(path: string, query?: Record<string, string | number | undefined | null>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * Where a party of a completed design task writes (or sees) the review of it: `/personCenter/evaluateEdit?id=`
 * (the link 评价 beside a completed task).
 */
export function evaluateTaskHref(taskId: number): string {
  return href(paths.evaluateEdit.path, { id: taskId });
}

/** `/login?redirect=...` for a location the visitor should come back to. */
export function loginHref(returnTo?: string): string {
  return href(paths.login.path, { redirect: returnTo });
}
