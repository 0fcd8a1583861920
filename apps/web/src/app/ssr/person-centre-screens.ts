/** The person centre's layout, around each of its screens. */
export const PERSON_CENTRE_LAYOUT = 'src/app/layouts/person-center-layout.tsx';

/** The person centre's screens rendered with the member's session (decision 066), in its layout. */
export const PERSON_CENTRE_SCREENS: Record<string, string> = {
  '/personCenter/trade': 'src/features/wallet/pages/trade-page.tsx',
  '/personCenter/tradeList': 'src/features/wallet/pages/trade-list-page.tsx',
  '/personCenter/securitySetting': 'src/features/members/pages/security-setting-page.tsx',
  '/personCenter/basicSetting': 'src/features/members/pages/basic-setting-page.tsx',
  '/personCenter/myPublish': 'src/features/content/pages/my-publish-page.tsx',
  '/personCenter/designerProfile': 'src/features/people/pages/designer-profile-page.tsx',
  '/personCenter/factoryProfile': 'src/features/people/pages/factory-profile-page.tsx',
  '/personCenter/serviceList': 'src/features/people/pages/service-list-page.tsx',
  '/personCenter/newService': 'src/features/people/pages/new-service-page.tsx',
  '/personCenter/newWordService': 'src/features/people/pages/new-work-page.tsx',
  '/personCenter/evaluateList': 'src/features/reviews/pages/evaluate-list-page.tsx',
  '/personCenter/evaluateEdit': 'src/features/reviews/pages/evaluate-edit-page.tsx',
  '/personCenter/evaluateChange': 'src/features/reviews/pages/evaluate-change-page.tsx',
  '/personCenter/businessList': 'src/features/tasks/pages/business-list-page.tsx',
  '/personCenter/workShopList': 'src/features/projects/pages/work-shop-list-page.tsx',
  '/personCenter/myContests': 'src/features/contests/pages/my-contests-page.tsx',
  '/personCenter/noticeSetting': 'src/features/notices/pages/notice-setting-page.tsx',
  '/personCenter/subscriptions': 'src/features/subscriptions/pages/subscriptions-page.tsx',
  '/personCenter/invoice': 'src/features/invoices/pages/invoice-page.tsx',
  '/personCenter/shows': 'src/features/shows/pages/shows-page.tsx',
  '/personCenter/showPlan': 'src/features/shows/pages/show-plan-page.tsx',
  '/personCenter/company': 'src/features/staff/pages/company-page.tsx',
  '/personCenter/charging': 'src/features/wallet/pages/charging-page.tsx',
  '/personCenter/caseOut': 'src/features/wallet/pages/case-out-page.tsx',
  '/personCenter/security_person': 'src/features/members/pages/security-person-page.tsx',
  '/personCenter/security_business': 'src/features/members/pages/security-business-page.tsx',
};
