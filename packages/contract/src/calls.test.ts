import { describe, expect, it } from 'vitest';
import { adminCalls } from './admin.ts';
import { authCalls } from './auth.ts';
import { calls } from './calls.ts';
import { objectFields } from './common/access.ts';
import type { CallDef } from './common/call.ts';
import { complaintsCalls } from './complaints.ts';
import { consultCalls } from './consult.ts';
import { contestsCalls } from './contests.ts';
import { contactCalls } from './contact.ts';
import { contentCalls } from './content.ts';
import { favoritesCalls } from './favorites.ts';
import { galleryCalls } from './gallery.ts';
import { invoicesCalls } from './invoices.ts';
import { jobsCalls } from './jobs.ts';
import { listingsCalls } from './listings.ts';
import { maskingCalls } from './masking.ts';
import { noticesCalls } from './notices.ts';
import { subscriptionsCalls } from './subscriptions.ts';
import { showsCalls } from './shows.ts';
import { staffCalls } from './staff.ts';
import { membersCalls } from './members.ts';
import { messagesCalls } from './messages.ts';
import { modelsCalls } from './models.ts';
import { peopleCalls } from './people.ts';
import { priceGuideCalls } from './price-guide.ts';
import { servicesCalls } from './services.ts';
import { reviewsCalls } from './reviews.ts';
import { tasksCalls } from './tasks.ts';
import { projectsCalls } from './projects.ts';
import { permitsCalls } from './permits.ts';
import { spacesCalls } from './spaces.ts';
import { uploadsCalls } from './uploads.ts';
import { verificationCalls } from './verification.ts';
import { walletCalls } from './wallet.ts';

const fragments: Record<string, Record<string, CallDef>> = {
  authCalls,
  membersCalls,
  messagesCalls,
  adminCalls,
  uploadsCalls,
  verificationCalls,
  walletCalls,
  invoicesCalls,
  listingsCalls,
  spacesCalls,
  contentCalls,
  favoritesCalls,
  galleryCalls,
  jobsCalls,
  contactCalls,
  peopleCalls,
  servicesCalls,
  tasksCalls,
  contestsCalls,
  projectsCalls,
  permitsCalls,
  reviewsCalls,
  modelsCalls,
  complaintsCalls,
  maskingCalls,
  consultCalls,
  noticesCalls,
  subscriptionsCalls,
  showsCalls,
  staffCalls,
  priceGuideCalls,
};

/** The calls answered on GET (the rest are POST): session reads, the event stream, downloads (decision 009). */
const getCalls = [
  'Common/downloadHzImg',
  'Invoice/download',
  'Projectcenter/contractPdf',
  'Projectcenter/permitZip',
  'Tipcenter/stream',
  'loginCheck',
];

describe('the call table', () => {
  it('is the fragments merged, with no call name in two fragments (a spread would silently keep the last)', () => {
    const owners = new Map<string, string[]>();
    for (const [fragment, defs] of Object.entries(fragments)) {
      for (const name of Object.keys(defs)) owners.set(name, [...(owners.get(name) ?? []), fragment]);
    }
    const duplicates = [...owners].filter(([, inFragments]) => inFragments.length > 1);
    expect(duplicates).toEqual([]);
    expect(Object.keys(calls).sort()).toEqual([...owners.keys()].sort());
    for (const [fragment, defs] of Object.entries(fragments)) {
      for (const [name, def] of Object.entries(defs)) {
        expect(calls[name as keyof typeof calls], `${name} of ${fragment}`).toBe(def);
      }
    }
  });

  it('serves every call at /api/<name>, on POST except the listed GET calls', () => {
    for (const [name, def] of Object.entries(calls)) {
      expect(def.path, name).toBe(`/api/${name}`);
      expect(def.method, name).toBe(getCalls.includes(name) ? 'GET' : 'POST');
    }
  });

  it('holds exactly these calls (add or remove a name here with the call)', () => {
    expect(Object.keys(calls).sort()).toEqual([
      'Admin/auditList',
      'Admin/authInfo',
      'Admin/authList',
      'Admin/authReview',
      'Admin/cashList',
      'Admin/cashReview',
      'Admin/companyInfo',
      'Admin/companyList',
      'Admin/complaintDecide',
      'Admin/complaintEvidence',
      'Admin/complaintList',
      'Admin/consultReportHandle',
      'Admin/consultReports',
      'Admin/contentList',
      'Admin/contentReview',
      'Admin/feedbackHandle',
      'Admin/feedbackList',
      'Admin/invoiceIssue',
      'Admin/invoiceList',
      'Admin/invoiceRefuse',
      'Admin/jobList',
      'Admin/jobRetry',
      'Admin/ledgerAudit',
      'Admin/maskedItems',
      'Admin/maskedMembers',
      'Admin/memberDisable',
      'Admin/memberInfo',
      'Admin/memberList',
      'Admin/modelMenuDelete',
      'Admin/modelMenuSave',
      'Admin/noticeList',
      'Admin/pendingCounts',
      'Alipay/getPayLink',
      'Alipay/orderInfo',
      'Applycash/list',
      'Applycash/postNew',
      'Article/huiyiPub',
      'Article/huizhanPub',
      'Article/hycdPub',
      'Article/myList',
      'Bills/escrow',
      'Bills/transaction',
      'Business/topDesigner',
      'Business/topFactory',
      'Common/contactInfo',
      'Common/downloadHzImg',
      'Common/feedbackAdd',
      'Common/huiyiInfo',
      'Common/huizhanInfo',
      'Common/hycdInfo',
      'Common/menusTree',
      'Common/modelInfo',
      'Common/searchDesigner',
      'Common/searchFactory',
      'Common/searchHuiyi',
      'Common/searchHuizhan',
      'Common/searchHycd',
      'Common/searchModel',
      'Company/caseDel',
      'Company/caseOpenInfo',
      'Company/casePub',
      'Company/cmpyOpenInfo',
      'Company/likeCase',
      'Company/listOpenCase',
      'Company/myCases',
      'Company/profileEdit',
      'Company/profileInfo',
      'Company/viewCase',
      'Complain/complainAdd',
      'Complain/complainEdit',
      'Complain/complainInfo',
      'Complain/complainList',
      'Complain/complainWaive',
      'Consult/block',
      'Consult/list',
      'Consult/messages',
      'Consult/open',
      'Consult/replyTime',
      'Consult/report',
      'Consult/send',
      'Contest/businesCmt',
      'Contest/businesCmtEntry',
      'Contest/chooseWinners',
      'Contest/contestAccept',
      'Contest/contestClose',
      'Contest/contestExtend',
      'Contest/contestHall',
      'Contest/contestInfo',
      'Contest/contestPub',
      'Contest/entryComment',
      'Contest/entryEdit',
      'Contest/entryEliminate',
      'Contest/entryHandover',
      'Contest/entryList',
      'Contest/entryRate',
      'Contest/entryShow',
      'Contest/entrySubmit',
      'Contest/entryWithdraw',
      'Contest/myContests',
      'Contest/nameFinalists',
      'Designer/allWorks',
      'Designer/designerCmts',
      'Designer/likeWork',
      'Designer/myWorks',
      'Designer/profileEdit',
      'Designer/profileInfo',
      'Designer/showWorks',
      'Designer/viewWork',
      'Designer/workDel',
      'Designer/workPub',
      'Gallery/addPicture',
      'Gallery/getPictures',
      'Gallery/pictureInfo',
      'Invoice/download',
      'Invoice/list',
      'Invoice/quota',
      'Invoice/request',
      'Member/businesAuth',
      'Member/businesAuthInfo',
      'Member/personAuth',
      'Member/personAuthInfo',
      'Member/setPayment',
      'Member/updateBaseInfo',
      'Member/userInfo',
      'Member/walletInfo',
      'Modelcenter/deleteModel',
      'Modelcenter/dnldModel',
      'Modelcenter/editModel',
      'Modelcenter/modelInfo',
      'Modelcenter/modelList',
      'Modelcenter/uploadModel',
      'Myfavorite/designerFvr',
      'Myfavorite/designerList',
      'Myfavorite/factoryFvr',
      'Myfavorite/factoryList',
      'Myfavorite/huiyiFvr',
      'Myfavorite/huiyiList',
      'Myfavorite/huizhanFvr',
      'Myfavorite/huizhanList',
      'Myfavorite/hycdFvr',
      'Myfavorite/hycdList',
      'Myfavorite/mdlFvr',
      'Myfavorite/mdlList',
      'Notice/saveSettings',
      'Notice/settings',
      'Notice/wechatQr',
      'Notice/wechatUnbind',
      'Price/guide',
      'Price/projectRef',
      'Price/ref',
      'Projectcenter/bApproveDrawings',
      'Projectcenter/bPayStages',
      'Projectcenter/bUpdateContract',
      'Projectcenter/bUpdateReports',
      'Projectcenter/businesCmt',
      'Projectcenter/businesCmtEdit',
      'Projectcenter/businesCmtItem',
      'Projectcenter/businesCmtList',
      'Projectcenter/businesCmtPrjct',
      'Projectcenter/businesPrjctEdit',
      'Projectcenter/businesPrjctInfo',
      'Projectcenter/businesPrjctList',
      'Projectcenter/businesPrjctPub',
      'Projectcenter/checkPrice',
      'Projectcenter/closePrjct',
      'Projectcenter/contractList',
      'Projectcenter/contractPdf',
      'Projectcenter/depositList',
      'Projectcenter/depositUpdate',
      'Projectcenter/fUpdateContract',
      'Projectcenter/fUpdateDrawings',
      'Projectcenter/fUpdateReports',
      'Projectcenter/factoryPrjctHall',
      'Projectcenter/factoryPrjctList',
      'Projectcenter/factoryQuote',
      'Projectcenter/factoryQuoteInfo',
      'Projectcenter/permitCrew',
      'Projectcenter/permitFileAdd',
      'Projectcenter/permitFileRemove',
      'Projectcenter/permitInfo',
      'Projectcenter/permitItemAdd',
      'Projectcenter/permitItemRemove',
      'Projectcenter/permitZip',
      'Projectcenter/prjctDraftInfo',
      'Projectcenter/prjctDraftList',
      'Projectcenter/prjctDraftSave',
      'Projectcenter/quoteAnswer',
      'Projectcenter/quoteAsk',
      'Projectcenter/quoteQuestions',
      'Projectcenter/refuseContract',
      'Projectcenter/signbContract',
      'Projectcenter/signfContract',
      'Projectcenter/winnerInfo',
      'Projectcenter/wonPrjct',
      'Service/myList',
      'Service/openList',
      'Service/serviceDel',
      'Service/serviceInfo',
      'Service/servicePub',
      'Show/calendar',
      'Show/calendarReset',
      'Show/join',
      'Show/leave',
      'Show/modelAdd',
      'Show/modelChoices',
      'Show/modelRemove',
      'Show/myShows',
      'Show/plan',
      'Staff/company',
      'Staff/invite',
      'Staff/inviteAccept',
      'Staff/inviteInfo',
      'Staff/inviteRevoke',
      'Staff/leave',
      'Staff/remove',
      'Staff/setRoles',
      'Subscribe/add',
      'Subscribe/del',
      'Subscribe/list',
      'Subscribe/pause',
      'Taskcenter/businesCmt',
      'Taskcenter/businesCmtEdit',
      'Taskcenter/businesCmtItem',
      'Taskcenter/businesCmtList',
      'Taskcenter/businesCmtTask',
      'Taskcenter/businesTaskAccept',
      'Taskcenter/businesTaskClose',
      'Taskcenter/businesTaskEdit',
      'Taskcenter/businesTaskInfo',
      'Taskcenter/businesTaskList',
      'Taskcenter/businesTaskOngoing',
      'Taskcenter/businesTaskPub',
      'Taskcenter/businesTaskRevise',
      'Taskcenter/confirmDesigner',
      'Taskcenter/designerApply',
      'Taskcenter/designerDeliver',
      'Taskcenter/designerList',
      'Taskcenter/designerTaskHall',
      'Taskcenter/designerTaskList',
      'Taskcenter/inviteDesigner',
      'Taskcenter/orderService',
      'Taskcenter/payDesignerFee',
      'Taskcenter/refuseOrder',
      'Taskcenter/selectDesigner',
      'Taskcenter/showDesignerDoc',
      'Taskcenter/taskCancel',
      'Taskcenter/taskDraftDelete',
      'Taskcenter/taskDraftInfo',
      'Taskcenter/taskDraftSave',
      'Taskcenter/taskTalkList',
      'Taskcenter/taskTalkSend',
      'Taskcenter/winnerInfo',
      'Tipcenter/delMsg',
      'Tipcenter/editMsg',
      'Tipcenter/getList',
      'Tipcenter/stream',
      'Upload/file',
      'User/checkCode',
      'User/codeLogin',
      'User/getCode',
      'User/login',
      'User/regist',
      'User/resetPwd',
      'Wechat/bindMobile',
      'Wechat/login',
      'Wechat/wxLogin',
      'WechatPay/getPayLink',
      'WechatPay/options',
      'WechatPay/orderInfo',
      'loginCheck',
      'logout',
    ]);
  });
});

describe('access declarations (decision 020)', () => {
  const table = Object.entries(calls) as [string, CallDef][];

  it('every call whose input names an object declares its access', () => {
    const undeclared = table.filter(([, def]) => objectFields(def).length && !def.access).map(([n]) => n);
    expect(undeclared, 'add `access` beside these calls (docs/testing.md § Access matrix)').toEqual([]);
  });

  it("names a field of the call's input, and declares every caller in every state", () => {
    for (const [name, def] of table) {
      if (!def.access) continue;
      // the show plan's calls name their exhibition by `exhibition` (the access matrix adds them)
      const named = name.startsWith('Show/') ? [...objectFields(def), 'exhibition'] : objectFields(def);
      expect(named, name).toContain(def.access.field ?? 'id');
      expect(Object.keys(def.access.expect).length, name).toBeGreaterThan(0);
      for (const outcomes of Object.values(def.access.expect))
        expect(Object.keys(outcomes).sort(), name).toEqual(['member', 'operator', 'owner', 'visitor']);
    }
  });

  it("an operators' call refuses everyone else", () => {
    for (const [name, def] of table) {
      if (!def.admin || !def.access) continue;
      for (const o of Object.values(def.access.expect))
        expect({ visitor: o.visitor, member: o.member, owner: o.owner }, name).toEqual({
          visitor: 'not_logged_in',
          member: 'forbidden',
          owner: 'forbidden',
        });
    }
  });

  it('a call that needs a login never lets a visitor through', () => {
    for (const [name, def] of table)
      if (def.auth && def.access)
        for (const o of Object.values(def.access.expect)) expect(o.visitor, name).toBe('not_logged_in');
  });
});
