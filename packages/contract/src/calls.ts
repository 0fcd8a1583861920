import type { z } from './common/zod.ts';
import * as admin from './admin.ts';
import * as auth from './auth.ts';
import * as content from './content.ts';
import * as listings from './listings.ts';
import * as members from './members.ts';
import * as messages from './messages.ts';
import * as spaces from './spaces.ts';
import * as uploads from './uploads.ts';
import * as verification from './verification.ts';
import * as wallet from './wallet.ts';
import { emptySchema, okSchema } from './common/envelope.ts';

export interface CallDef {
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  body?: z.ZodType;
  data: z.ZodType;
  auth: boolean;
  /** Operators only (`isadmin`): everyone else gets 403 `forbidden`. */
  admin?: boolean;
  /** A GET call's input, from the query string. */
  query?: z.ZodType;
  /**
   * A download (decision 009): success is the file itself, of this media type, with a
   * `Content-Disposition` name; only errors are the envelope. `data` is then unused.
   */
  download?: string;
}

/**
 * Every call of the API, by path. The server registers routes from its modules; a test checks that
 * each module route is listed here, and the OpenAPI document at /api/docs is generated from this table.
 */
export const calls = {
  'User/getCode': {
    method: 'POST',
    path: '/api/User/getCode',
    summary: '发送短信验证码',
    body: auth.getCodeBody,
    data: auth.getCodeData,
    auth: false,
  },
  'User/checkCode': {
    method: 'POST',
    path: '/api/User/checkCode',
    summary: '校验验证码（不消耗）',
    body: auth.checkCodeBody,
    data: okSchema,
    auth: false,
  },
  'User/regist': {
    method: 'POST',
    path: '/api/User/regist',
    summary: '手机号注册并登录',
    body: auth.registBody,
    data: auth.loginData,
    auth: false,
  },
  'User/login': {
    method: 'POST',
    path: '/api/User/login',
    summary: '密码登录',
    body: auth.loginBody,
    data: auth.loginData,
    auth: false,
  },
  'User/resetPwd': {
    method: 'POST',
    path: '/api/User/resetPwd',
    summary: '找回或修改密码',
    body: auth.resetPwdBody,
    data: okSchema,
    auth: false,
  },
  loginCheck: {
    method: 'GET',
    path: '/api/loginCheck',
    summary: '登录状态',
    data: auth.loginCheckData,
    auth: false,
  },
  logout: { method: 'GET', path: '/api/logout', summary: '退出登录', data: okSchema, auth: false },
  'Wechat/login': {
    method: 'POST',
    path: '/api/Wechat/login',
    summary: '微信扫码登录地址',
    body: auth.wechatLoginBody,
    data: auth.wechatLoginData,
    auth: false,
  },
  'Wechat/wxLogin': {
    method: 'POST',
    path: '/api/Wechat/wxLogin',
    summary: '微信授权回调登录',
    body: auth.wxLoginBody,
    data: auth.wxLoginData,
    auth: false,
  },
  'Wechat/bindMobile': {
    method: 'POST',
    path: '/api/Wechat/bindMobile',
    summary: '微信账号绑定手机号',
    body: auth.bindMobileBody,
    data: auth.bindMobileData,
    auth: false,
  },
  'Member/userInfo': {
    method: 'POST',
    path: '/api/Member/userInfo',
    summary: '我的资料',
    body: emptySchema.optional(),
    data: members.userInfo,
    auth: true,
  },
  'Member/updateBaseInfo': {
    method: 'POST',
    path: '/api/Member/updateBaseInfo',
    summary: '修改基本资料',
    body: members.updateBaseInfoBody,
    data: members.userInfo,
    auth: true,
  },
  'Tipcenter/getList': {
    method: 'POST',
    path: '/api/Tipcenter/getList',
    summary: '消息列表',
    body: messages.getListBody,
    data: messages.getListData,
    auth: true,
  },
  'Tipcenter/editMsg': {
    method: 'POST',
    path: '/api/Tipcenter/editMsg',
    summary: '标记已读/未读（部分或全部）',
    body: messages.editMsgBody,
    data: messages.changedData,
    auth: true,
  },
  'Tipcenter/delMsg': {
    method: 'POST',
    path: '/api/Tipcenter/delMsg',
    summary: '删除消息',
    body: messages.delMsgBody,
    data: messages.changedData,
    auth: true,
  },
  'Tipcenter/stream': {
    method: 'GET',
    path: '/api/Tipcenter/stream',
    summary: '未读数实时推送（text/event-stream，event: unread）',
    data: messages.unreadEvent,
    auth: true,
  },
  'Admin/memberList': {
    method: 'POST',
    path: '/api/Admin/memberList',
    summary: '会员列表（按手机号、姓名、会员编号搜索）',
    body: admin.memberListBody,
    data: admin.memberListData,
    auth: true,
    admin: true,
  },
  'Admin/memberInfo': {
    method: 'POST',
    path: '/api/Admin/memberInfo',
    summary: '会员详情',
    body: admin.memberInfoBody,
    data: admin.memberInfoData,
    auth: true,
    admin: true,
  },
  'Admin/memberDisable': {
    method: 'POST',
    path: '/api/Admin/memberDisable',
    summary: '停用或启用会员',
    body: admin.memberDisableBody,
    data: admin.adminMemberItem,
    auth: true,
    admin: true,
  },
  'Admin/auditList': {
    method: 'POST',
    path: '/api/Admin/auditList',
    summary: '操作审计日志',
    body: admin.auditListBody,
    data: admin.auditListData,
    auth: true,
    admin: true,
  },
  'Upload/file': {
    method: 'POST',
    path: '/api/Upload/file',
    summary:
      '上传文件（multipart/form-data：先 purpose 字段 avatar|idcard|licence|listing|model|contract|document，再一个 file；按内容与扩展名判定类型；读取见 GET /files/{id}、/files/{id}/thumb）',
    data: uploads.uploadedFile,
    auth: true,
  },
  'Member/personAuth': {
    method: 'POST',
    path: '/api/Member/personAuth',
    summary: '提交实名认证（驳回后可修改重交）',
    body: verification.personAuthBody,
    data: verification.personAuthInfo,
    auth: true,
  },
  'Member/personAuthInfo': {
    method: 'POST',
    path: '/api/Member/personAuthInfo',
    summary: '我的实名认证信息',
    body: emptySchema.optional(),
    data: verification.personAuthInfo,
    auth: true,
  },
  'Member/businesAuth': {
    method: 'POST',
    path: '/api/Member/businesAuth',
    summary: '提交企业认证（驳回后可修改重新提交）',
    body: verification.businesAuthBody,
    data: verification.businesAuthInfo,
    auth: true,
  },
  'Member/businesAuthInfo': {
    method: 'POST',
    path: '/api/Member/businesAuthInfo',
    summary: '我的企业认证信息',
    body: emptySchema.optional(),
    data: verification.businesAuthInfo,
    auth: true,
  },
  'Admin/authList': {
    method: 'POST',
    path: '/api/Admin/authList',
    summary: '认证审核队列',
    body: verification.authListBody,
    data: verification.authListData,
    auth: true,
    admin: true,
  },
  'Admin/authInfo': {
    method: 'POST',
    path: '/api/Admin/authInfo',
    summary: '认证申请详情（含证件图片）',
    body: verification.authInfoBody,
    data: verification.authInfoData,
    auth: true,
    admin: true,
  },
  'Admin/authReview': {
    method: 'POST',
    path: '/api/Admin/authReview',
    summary: '通过或驳回认证申请',
    body: verification.authReviewBody,
    data: verification.authInfoData,
    auth: true,
    admin: true,
  },
  'Member/walletInfo': {
    method: 'POST',
    path: '/api/Member/walletInfo',
    summary: '我的钱包：余额、托管中、提现中、邀请奖励与提现限额',
    body: emptySchema.optional(),
    data: wallet.walletInfo,
    auth: true,
  },
  'Member/setPayment': {
    method: 'POST',
    path: '/api/Member/setPayment',
    summary: '设置或重设支付密码（需短信验证码）',
    body: wallet.setPaymentBody,
    data: wallet.setPaymentData,
    auth: true,
  },
  'Bills/transaction': {
    method: 'POST',
    path: '/api/Bills/transaction',
    summary: '账单明细',
    body: wallet.transactionBody,
    data: wallet.transactionData,
    auth: true,
  },
  'Alipay/getPayLink': {
    method: 'POST',
    path: '/api/Alipay/getPayLink',
    summary: '创建充值订单并返回支付宝支付链接',
    body: wallet.getPayLinkBody,
    data: wallet.getPayLinkData,
    auth: true,
  },
  'Alipay/orderInfo': {
    method: 'POST',
    path: '/api/Alipay/orderInfo',
    summary: '充值订单状态（支付返回页）',
    body: wallet.orderInfoBody,
    data: wallet.orderInfoData,
    auth: true,
  },
  'Applycash/postNew': {
    method: 'POST',
    path: '/api/Applycash/postNew',
    summary: '申请提现',
    body: wallet.cashPostBody,
    data: wallet.cashItem,
    auth: true,
  },
  'Applycash/list': {
    method: 'POST',
    path: '/api/Applycash/list',
    summary: '我的提现记录',
    body: wallet.cashListBody,
    data: wallet.cashListData,
    auth: true,
  },
  'Admin/cashList': {
    method: 'POST',
    path: '/api/Admin/cashList',
    summary: '提现审核队列',
    body: wallet.adminCashListBody,
    data: wallet.adminCashListData,
    auth: true,
    admin: true,
  },
  'Admin/cashReview': {
    method: 'POST',
    path: '/api/Admin/cashReview',
    summary: '提现标记已打款或驳回（驳回退回余额）',
    body: wallet.cashReviewBody,
    data: wallet.adminCashItem,
    auth: true,
    admin: true,
  },
  'Article/huizhanPub': {
    method: 'POST',
    path: '/api/Article/huizhanPub',
    summary: '发布或修改展会（修改后重新审核）',
    body: listings.listingPubBody,
    data: listings.listingInfo,
    auth: true,
  },
  'Article/huiyiPub': {
    method: 'POST',
    path: '/api/Article/huiyiPub',
    summary: '发布或修改会议（修改后重新审核）',
    body: listings.listingPubBody,
    data: listings.listingInfo,
    auth: true,
  },
  'Article/myList': {
    method: 'POST',
    path: '/api/Article/myList',
    summary: '我发布的展会或会议（含审核状态与原因）',
    body: content.myListBody,
    data: content.myListData,
    auth: true,
  },
  'Common/huizhanInfo': {
    method: 'POST',
    path: '/api/Common/huizhanInfo',
    summary: '展会详情（审核通过的公开；联系方式仅登录会员可见）',
    body: listings.listingInfoBody,
    data: listings.listingInfo,
    auth: false,
  },
  'Common/huiyiInfo': {
    method: 'POST',
    path: '/api/Common/huiyiInfo',
    summary: '会议详情（审核通过的公开；联系方式仅登录会员可见）',
    body: listings.listingInfoBody,
    data: listings.listingInfo,
    auth: false,
  },
  'Common/downloadHzImg': {
    method: 'GET',
    path: '/api/Common/downloadHzImg',
    summary:
      '下载展会图片（?id=展会id；封面、现场图片、展位图打包为一个 zip 直接返回，文件名为展会标题；出错时返回 JSON 信封；按 IP 限频）',
    query: listings.listingDownloadQuery,
    data: okSchema,
    download: 'application/zip',
    auth: false,
  },
  'Common/searchHuizhan': {
    method: 'POST',
    path: '/api/Common/searchHuizhan',
    summary: '展会搜索与列表（关键词、城市、行业、日期、状态）',
    body: listings.listingSearchBody,
    data: listings.listingSearchData,
    auth: false,
  },
  'Common/searchHuiyi': {
    method: 'POST',
    path: '/api/Common/searchHuiyi',
    summary: '会议搜索与列表（关键词、城市、行业、日期、状态）',
    body: listings.listingSearchBody,
    data: listings.listingSearchData,
    auth: false,
  },
  'Article/hycdPub': {
    method: 'POST',
    path: '/api/Article/hycdPub',
    summary: '发布或修改会议场地（修改后重新审核）',
    body: spaces.spacePubBody,
    data: spaces.spaceInfo,
    auth: true,
  },
  'Common/hycdInfo': {
    method: 'POST',
    path: '/api/Common/hycdInfo',
    summary: '会议场地详情（审核通过的公开；联系方式仅登录会员可见；含在此举办的展会与会议）',
    body: spaces.spaceInfoBody,
    data: spaces.spaceInfo,
    auth: false,
  },
  'Common/searchHycd': {
    method: 'POST',
    path: '/api/Common/searchHycd',
    summary: '会议场地搜索与列表（关键词、城市、类型、容纳人数、面积、价格）',
    body: spaces.spaceSearchBody,
    data: spaces.spaceSearchData,
    auth: false,
  },
  'Admin/contentList': {
    method: 'POST',
    path: '/api/Admin/contentList',
    summary: '内容审核队列（展会、会议）',
    body: content.contentListBody,
    data: content.contentListData,
    auth: true,
    admin: true,
  },
  'Admin/contentReview': {
    method: 'POST',
    path: '/api/Admin/contentReview',
    summary: '内容审核：通过或驳回（附原因）',
    body: content.contentReviewBody,
    data: content.contentReviewData,
    auth: true,
    admin: true,
  },
} as const satisfies Record<string, CallDef>;

export type CallName = keyof typeof calls;
