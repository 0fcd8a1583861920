import type { calls } from './calls.ts';
import type { StaffRole } from './values/staff.ts';

/**
 * Which company role each member call needs (issue 33 point 1, decision 056): the one table. A staff
 * member's call acts for the company's account when they hold the roles listed (all of them; 管理员 holds
 * every role), and is refused with `forbidden` naming the missing role otherwise.
 * - `staff`: any staff member, acting for the company (reading the company's work, its messages).
 * - `self`: the person's own account, never the company's (their ID verification, their own pay
 *   password, their notification channels, accepting or leaving a company).
 * Operators' calls (`admin`) and calls without a login are not in the table. The company's own account
 * (its owner) is 管理员 and always acts for itself.
 */
type Calls = typeof calls;
export type MemberCallName = {
  [N in keyof Calls]: Calls[N] extends { auth: true }
    ? Calls[N] extends { admin: true }
      ? never
      : N
    : never;
}[keyof Calls];
export type CallRole = readonly StaffRole[] | 'staff' | 'self';

const publish = ['publish'] as const;
const quote = ['quote'] as const;
const pm = ['pm'] as const;
const finance = ['finance'] as const;
const admin = ['admin'] as const;

export const companyRoles = {
  'Member/userInfo': 'staff',
  'Member/updateBaseInfo': admin,
  'Tipcenter/getList': 'staff',
  'Tipcenter/editMsg': 'staff',
  'Tipcenter/delMsg': 'staff',
  'Tipcenter/stream': 'staff',
  'Complain/complainAdd': admin,
  'Complain/complainList': 'staff',
  'Complain/complainInfo': 'staff',
  'Complain/complainEdit': admin,
  'Complain/complainWaive': admin,
  'Upload/file': 'staff',
  'Modelcenter/uploadModel': publish,
  'Modelcenter/editModel': publish,
  'Modelcenter/deleteModel': publish,
  'Modelcenter/modelList': 'staff',
  'Modelcenter/modelInfo': 'staff',
  'Modelcenter/dnldModel': finance,
  'Member/personAuth': 'self',
  'Member/personAuthInfo': 'self',
  'Member/businesAuth': admin,
  'Member/businesAuthInfo': 'staff',
  'Member/walletInfo': finance,
  'Member/setPayment': 'self',
  'Bills/transaction': finance,
  'Bills/escrow': finance,
  'Alipay/getPayLink': finance,
  'Alipay/orderInfo': finance,
  'WechatPay/options': 'staff',
  'WechatPay/getPayLink': finance,
  'WechatPay/orderInfo': finance,
  'Applycash/postNew': finance,
  'Applycash/list': finance,
  'Article/huizhanPub': publish,
  'Article/huiyiPub': publish,
  'Article/hycdPub': publish,
  'Article/myList': 'staff',
  'Myfavorite/huizhanFvr': 'staff',
  'Myfavorite/huiyiFvr': 'staff',
  'Myfavorite/hycdFvr': 'staff',
  'Myfavorite/huizhanList': 'staff',
  'Myfavorite/huiyiList': 'staff',
  'Myfavorite/hycdList': 'staff',
  'Myfavorite/designerFvr': 'staff',
  'Myfavorite/factoryFvr': 'staff',
  'Myfavorite/designerList': 'staff',
  'Myfavorite/factoryList': 'staff',
  'Myfavorite/mdlFvr': 'staff',
  'Myfavorite/mdlList': 'staff',
  'Gallery/addPicture': publish,
  'Designer/profileInfo': 'staff',
  'Designer/profileEdit': admin,
  'Designer/workPub': publish,
  'Designer/workDel': publish,
  'Designer/myWorks': 'staff',
  'Designer/likeWork': 'staff',
  'Company/profileInfo': 'staff',
  'Company/profileEdit': admin,
  'Company/casePub': publish,
  'Company/caseDel': publish,
  'Company/myCases': 'staff',
  'Company/likeCase': 'staff',
  'Service/servicePub': publish,
  'Service/serviceDel': publish,
  'Service/myList': 'staff',
  // design tasks: the client's side is 发布 (paying and releasing: 财务), the designer's 报价 and 项目经理
  'Taskcenter/businesTaskPub': publish,
  'Taskcenter/taskDraftSave': publish,
  'Taskcenter/taskDraftInfo': publish,
  'Taskcenter/taskDraftDelete': publish,
  'Taskcenter/businesTaskEdit': publish,
  'Taskcenter/businesTaskList': 'staff',
  'Taskcenter/businesTaskOngoing': 'staff',
  'Taskcenter/businesTaskClose': publish,
  'Taskcenter/designerApply': quote,
  'Taskcenter/designerTaskList': 'staff',
  'Taskcenter/designerList': 'staff',
  'Taskcenter/showDesignerDoc': 'staff',
  'Taskcenter/selectDesigner': publish,
  'Taskcenter/confirmDesigner': quote,
  'Taskcenter/refuseOrder': quote,
  'Taskcenter/payDesignerFee': finance,
  'Taskcenter/winnerInfo': 'staff',
  'Taskcenter/designerDeliver': pm,
  'Taskcenter/businesTaskAccept': finance,
  'Taskcenter/businesTaskRevise': publish,
  'Taskcenter/taskTalkList': 'staff',
  'Taskcenter/taskTalkSend': 'staff',
  'Taskcenter/inviteDesigner': publish,
  'Taskcenter/orderService': publish,
  'Taskcenter/taskCancel': publish,
  'Taskcenter/businesCmt': publish,
  'Taskcenter/businesCmtTask': 'staff',
  'Taskcenter/businesCmtList': 'staff',
  'Taskcenter/businesCmtItem': 'staff',
  'Taskcenter/businesCmtEdit': publish,
  // contests: publishing holds the prize, so it needs 发布 and 财务; accepting releases it
  'Contest/contestPub': ['publish', 'finance'],
  'Contest/myContests': 'staff',
  'Contest/contestExtend': publish,
  'Contest/contestClose': publish,
  'Contest/entrySubmit': quote,
  'Contest/entryEdit': quote,
  'Contest/entryWithdraw': quote,
  'Contest/entryShow': 'staff',
  'Contest/entryRate': publish,
  'Contest/entryComment': publish,
  'Contest/entryEliminate': publish,
  'Contest/nameFinalists': publish,
  'Contest/chooseWinners': publish,
  'Contest/entryHandover': pm,
  'Contest/contestAccept': finance,
  // build projects: the client's side 发布 (money: 财务), the factory's 报价 (quoting, the contract) and
  // 项目经理 (drawings, reports, deposits)
  'Projectcenter/businesPrjctPub': publish,
  'Projectcenter/businesPrjctEdit': publish,
  'Projectcenter/prjctDraftSave': publish,
  'Projectcenter/prjctDraftInfo': publish,
  'Projectcenter/prjctDraftList': publish,
  'Projectcenter/businesPrjctList': 'staff',
  'Projectcenter/closePrjct': publish,
  'Projectcenter/factoryQuote': quote,
  'Projectcenter/factoryQuoteInfo': 'staff',
  'Projectcenter/factoryPrjctList': 'staff',
  'Projectcenter/checkPrice': 'staff',
  'Projectcenter/wonPrjct': publish,
  'Projectcenter/contractList': 'staff',
  'Projectcenter/contractPdf': 'staff',
  'Projectcenter/signbContract': ['publish', 'finance'],
  'Projectcenter/signfContract': quote,
  'Projectcenter/bUpdateContract': publish,
  'Projectcenter/fUpdateContract': quote,
  'Projectcenter/refuseContract': quote,
  'Projectcenter/fUpdateDrawings': pm,
  'Projectcenter/bApproveDrawings': finance,
  'Projectcenter/bPayStages': finance,
  'Projectcenter/fUpdateReports': pm,
  'Projectcenter/bUpdateReports': finance,
  'Projectcenter/quoteQuestions': 'staff',
  'Projectcenter/quoteAsk': publish,
  'Projectcenter/quoteAnswer': quote,
  'Projectcenter/depositList': 'staff',
  'Projectcenter/depositUpdate': pm,
  'Projectcenter/businesCmt': publish,
  'Projectcenter/businesCmtPrjct': 'staff',
  'Projectcenter/businesCmtList': 'staff',
  'Projectcenter/businesCmtItem': 'staff',
  'Projectcenter/businesCmtEdit': publish,
  'Projectcenter/winnerInfo': 'staff',
  'Consult/open': 'staff',
  'Consult/list': 'staff',
  'Consult/messages': 'staff',
  'Consult/send': 'staff',
  'Consult/block': admin,
  'Consult/report': admin,
  'Notice/settings': 'self',
  'Notice/saveSettings': 'self',
  'Notice/wechatQr': 'self',
  'Notice/wechatUnbind': 'self',
  'Subscribe/add': 'staff',
  'Subscribe/list': 'staff',
  'Subscribe/pause': 'staff',
  'Subscribe/del': 'staff',
  'Show/myShows': 'staff',
  'Show/plan': 'staff',
  'Show/join': publish,
  'Show/leave': publish,
  'Show/calendar': 'staff',
  'Show/calendarReset': admin,
  // staff may invite colleagues to roles they hold themselves (the service checks); 管理员 manages staff
  'Staff/company': 'staff',
  'Staff/invite': 'staff',
  'Staff/inviteRevoke': admin,
  'Staff/setRoles': admin,
  'Staff/remove': admin,
  'Staff/inviteAccept': 'self',
  'Staff/leave': 'self',
} as const satisfies Record<MemberCallName, CallRole>;

/** Whether roles held allow a call's need (管理员 allows all). */
export function rolesAllow(held: readonly StaffRole[], need: CallRole): boolean {
  if (need === 'staff' || need === 'self') return true;
  return held.includes('admin') || need.every((r) => held.includes(r));
}
