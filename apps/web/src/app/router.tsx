import type { ComponentType, LazyExoticComponent } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RouteError } from '../components/route-error.tsx';
import { type PathDef, paths } from '../config/paths.ts';
import { type AnyComponent, preloadable, type ScreenModule } from '../lib/preloadable.ts';
import { withAntdScope } from './antd-scope-loader.ts';
import { LoginLayout } from './layouts/login-layout.tsx';
import { MainLayout } from './layouts/main-layout.tsx';
import { RequireLogin } from './require-login.tsx';
import { RequireOperator } from './require-operator.tsx';
import { RootShell } from './root-shell.tsx';
import { withIds } from './route-discovery.ts';

/*
 * The seed's route table. Every screen is its own lazily loaded chunk; the layouts above load with the
 * shell. Screens not built yet render the shared "即将上线" screen (config/upcoming.ts says what fills them,
 * and while a path is listed there the access gate lets visitors see it without logging in).
 */

/**
 * A screen or layout that uses antd's components: rendered inside antd's ConfigProvider, whose module
 * loads beside the screen's (app/antd-scope.tsx, decision 070). Every screen but an antd-free one (the
 * home page, `preloadable` alone), so that the theme and the locale reach each one; a screen's own lazy
 * parts and dialogs are inside its scope.
 */
function antdScreen<T extends AnyComponent>(load: () => Promise<ScreenModule<T>>) {
  return preloadable(withAntdScope(load));
}

// screens
const LoginPage = antdScreen(() => import('../features/auth/pages/login-page.tsx'));
const ReviewReportsPage = antdScreen(() => import('../features/projects/pages/review-reports-page.tsx'));
const RegisterPage = antdScreen(() => import('../features/auth/pages/register-page.tsx'));
const ForgetPage = antdScreen(() => import('../features/auth/pages/forget-page.tsx'));
const SetPasswordPage = antdScreen(() => import('../features/auth/pages/set-password-page.tsx'));
const BindPhonePage = antdScreen(() => import('../features/auth/pages/bind-phone-page.tsx'));
const ResetPasswordPage = antdScreen(() => import('../features/auth/pages/reset-password-page.tsx'));
const BasicSettingPage = antdScreen(() => import('../features/members/pages/basic-setting-page.tsx'));
const SecuritySettingPage = antdScreen(() => import('../features/members/pages/security-setting-page.tsx'));
const NoticeSettingPage = antdScreen(() => import('../features/notices/pages/notice-setting-page.tsx'));
const SubscriptionsPage = antdScreen(() => import('../features/subscriptions/pages/subscriptions-page.tsx'));
const CompanyPage = antdScreen(() => import('../features/staff/pages/company-page.tsx'));
const CompanyInvitePage = antdScreen(() => import('../features/staff/pages/company-invite-page.tsx'));
const ShowsPage = antdScreen(() => import('../features/shows/pages/shows-page.tsx'));
const ShowPlanPage = antdScreen(() => import('../features/shows/pages/show-plan-page.tsx'));
const MessagePage = antdScreen(() => import('../features/messages/pages/message-page.tsx'));
// antd-free: the shell's stand-ins only, no antd component (components/antd-markup.ts)
const MainPage = preloadable(() => import('../features/site/pages/main-page.tsx'));
const AboutPage = antdScreen(() => import('../features/site/pages/about-page.tsx'));
const HelpPage = antdScreen(() => import('../features/site/pages/help-page.tsx'));
const ContactPage = antdScreen(() => import('../features/contact/pages/contact-page.tsx'));
const AgreementPage = antdScreen(() => import('../features/site/pages/agreement-page.tsx'));
const PrivacyPage = antdScreen(() => import('../features/site/pages/privacy-page.tsx'));
const ExceptionPage = antdScreen(() => import('../features/site/pages/exception-page.tsx'));
const NotFoundPage = antdScreen(() => import('../features/site/pages/not-found-page.tsx'));
const AdminMembersPage = antdScreen(() => import('../features/admin/pages/member-list-page.tsx'));
const AdminMemberInfoPage = antdScreen(() => import('../features/admin/pages/member-info-page.tsx'));
const AdminAuditPage = antdScreen(() => import('../features/admin/pages/audit-page.tsx'));
const AdminPersonAuthPage = antdScreen(() => import('../features/admin/pages/person-auth-page.tsx'));
const AdminBusinessAuthPage = antdScreen(() => import('../features/admin/pages/business-auth-page.tsx'));
const SecurityPersonPage = antdScreen(() => import('../features/members/pages/security-person-page.tsx'));
const SecurityBusinessPage = antdScreen(() => import('../features/members/pages/security-business-page.tsx'));
const TradePage = antdScreen(() => import('../features/wallet/pages/trade-page.tsx'));
const TradeListPage = antdScreen(() => import('../features/wallet/pages/trade-list-page.tsx'));
const ChargingPage = antdScreen(() => import('../features/wallet/pages/charging-page.tsx'));
const CaseOutPage = antdScreen(() => import('../features/wallet/pages/case-out-page.tsx'));
const InvoicePage = antdScreen(() => import('../features/invoices/pages/invoice-page.tsx'));
const AdminCashPage = antdScreen(() => import('../features/admin/pages/cash-page.tsx'));
const AdminInvoicesPage = antdScreen(() => import('../features/admin/pages/invoices-page.tsx'));
const AdminCompaniesPage = antdScreen(() => import('../features/admin/pages/companies-page.tsx'));
const AdminContentPage = antdScreen(() => import('../features/admin/pages/content-page.tsx'));
const AdminJobsPage = antdScreen(() => import('../features/admin/pages/jobs-page.tsx'));
const AdminNoticesPage = antdScreen(() => import('../features/admin/pages/notices-page.tsx'));
const AdminFeedbackPage = antdScreen(() => import('../features/admin/pages/feedback-page.tsx'));
const AdminComplaintsPage = antdScreen(() => import('../features/admin/pages/complaints-page.tsx'));
const AdminModelMenusPage = antdScreen(() => import('../features/admin/pages/model-menus-page.tsx'));
const AdminContactAttemptsPage = antdScreen(
  () => import('../features/admin/pages/contact-attempts-page.tsx'),
);
const AdminConsultReportsPage = antdScreen(() => import('../features/admin/pages/consult-reports-page.tsx'));
const AdminLedgerPage = antdScreen(() => import('../features/admin/pages/ledger-page.tsx'));
const ExhibitionPage = antdScreen(() => import('../features/listings/pages/exhibition-page.tsx'));
const ActvityPage = antdScreen(() => import('../features/listings/pages/actvity-page.tsx'));
const UploadExhibitionPage = antdScreen(
  () => import('../features/listings/pages/upload-exhibition-page.tsx'),
);
const SearchPage = antdScreen(() => import('../features/search/pages/search-page.tsx'));
const SearchMorePage = antdScreen(() => import('../features/search/pages/search-more-page.tsx'));
const ConventionSpacePage = antdScreen(() => import('../features/spaces/pages/convention-space-page.tsx'));
const SpaceInfoPage = antdScreen(() => import('../features/spaces/pages/space-info-page.tsx'));
const UploadConventionPage = antdScreen(() => import('../features/spaces/pages/upload-convention-page.tsx'));
const ExhibitionBoothPage = antdScreen(() => import('../features/gallery/pages/exhibition-booth-page.tsx'));
const CollectionPage = antdScreen(() => import('../features/favorites/pages/collection-page.tsx'));
const EvaluateListPage = antdScreen(() => import('../features/reviews/pages/evaluate-list-page.tsx'));
const EvaluateEditPage = antdScreen(() => import('../features/reviews/pages/evaluate-edit-page.tsx'));
const EvaluateChangePage = antdScreen(() => import('../features/reviews/pages/evaluate-change-page.tsx'));
const MyPublishPage = antdScreen(() => import('../features/content/pages/my-publish-page.tsx'));
const DesignerPage = antdScreen(() => import('../features/people/pages/designer-page.tsx'));
const DesignerWorkPage = antdScreen(() => import('../features/people/pages/designer-work-page.tsx'));
const DesignItemPage = antdScreen(() => import('../features/people/pages/design-item-page.tsx'));
const SupplierPage = antdScreen(() => import('../features/people/pages/supplier-page.tsx'));
const SupplierWorkPage = antdScreen(() => import('../features/people/pages/supplier-work-page.tsx'));
const ServiceDetailPage = antdScreen(() => import('../features/people/pages/service-detail-page.tsx'));
const DesignerProfilePage = antdScreen(() => import('../features/people/pages/designer-profile-page.tsx'));
const FactoryProfilePage = antdScreen(() => import('../features/people/pages/factory-profile-page.tsx'));
const NewWorkPage = antdScreen(() => import('../features/people/pages/new-work-page.tsx'));
const NewServicePage = antdScreen(() => import('../features/people/pages/new-service-page.tsx'));
const ServiceListPage = antdScreen(() => import('../features/people/pages/service-list-page.tsx'));
const ModelCenterPage = antdScreen(() => import('../features/models/pages/model-center-page.tsx'));
const ModelDetailPage = antdScreen(() => import('../features/models/pages/model-detail-page.tsx'));
const UploadModelPage = antdScreen(() => import('../features/models/pages/upload-model-page.tsx'));
const EditModelPage = antdScreen(() => import('../features/models/pages/edit-model-page.tsx'));
const ModelReviewPage = antdScreen(() => import('../features/models/pages/model-review-page.tsx'));
const ModelManagementPage = antdScreen(() => import('../features/models/pages/model-management-page.tsx'));
const PublishPage = antdScreen(() => import('./publish-screen.tsx'));
const PublishEditPage = antdScreen(() => import('../features/tasks/pages/publish-edit-page.tsx'));
const SignContractPage = antdScreen(() => import('../features/projects/pages/sign-contract-page.tsx'));
const UploadContractPage = antdScreen(() => import('../features/projects/pages/upload-contract-page.tsx'));
const PublishDetailPage = antdScreen(() => import('../features/tasks/pages/publish-detail-page.tsx'));
const ContestDetailPage = antdScreen(() => import('../features/contests/pages/contest-detail-page.tsx'));
const MyContestsPage = antdScreen(() => import('../features/contests/pages/my-contests-page.tsx'));
const TaskHallPage = antdScreen(() => import('./task-hall-screen.tsx'));
const BusinessListPage = antdScreen(() => import('../features/tasks/pages/business-list-page.tsx'));
const ProjectWizardPage = antdScreen(() => import('../features/projects/pages/project-wizard-page.tsx'));
const WorkShopListPage = antdScreen(() => import('../features/projects/pages/work-shop-list-page.tsx'));
const ProjectHallPage = antdScreen(() => import('../features/projects/pages/project-hall-page.tsx'));
const WorkDetailPage = antdScreen(() => import('../features/projects/pages/work-detail-page.tsx'));
const WorkQuotationPage = antdScreen(() => import('../features/projects/pages/work-quotation-page.tsx'));
const PriceGuidePage = antdScreen(() => import('../features/price-guide/pages/price-guide-page.tsx'));
const ComingSoon = antdScreen(() => import('../components/coming-soon.tsx'));
// layouts that only some screens need
const PersonCenterLayout = antdScreen(() => import('./layouts/person-center-layout.tsx'));
const WizardLayout = antdScreen(() => import('./layouts/wizard-layout.tsx'));

function screen(def: PathDef, Page: LazyExoticComponent<ComponentType>): RouteObject {
  return { path: def.path, element: <Page /> };
}

/**
 * A route of the table not built yet: its 即将上线 screen (config/upcoming.ts, docs/roadmap.md). Every
 * screen of the seed is built now; a new route added before its screen uses this.
 */
// biome-ignore lint/correctness/noUnusedVariables: the next route added before its screen is built uses it
function upcoming(def: PathDef): RouteObject {
  return { path: def.path, element: <ComingSoon path={def.path} /> };
}

function redirect(def: PathDef): RouteObject {
  return { path: def.path, element: <Navigate to={def.redirect ?? '/mainPage'} replace /> };
}

interface Wizard {
  root: PathDef;
  firstStep: PathDef;
  secondStep: PathDef;
  thirdStep: PathDef;
  fourStep: PathDef;
}

/** The steps, under their layout; the bare wizard path redirects before the gate (see publicScreens). */
function wizard(w: Wizard, mode: 'full' | 'simple' | 'edit'): RouteObject {
  const steps = [w.firstStep, w.secondStep, w.thirdStep, w.fourStep] as const;
  return {
    element: <WizardLayout title={w.root.title} />,
    children: steps.map((def, i) => ({
      path: def.path,
      element: <ProjectWizardPage mode={mode} step={(i + 1) as 1 | 2 | 3 | 4} />,
    })),
  };
}

const p = paths;

const publicScreens: RouteObject[] = [
  // redirects come first so that a logged-out visitor is sent to login with the final path
  redirect(p.root),
  redirect(p.personCenter),
  redirect(p.workshopNeed.root),
  redirect(p.workshopNeedSimple.root),
  redirect(p.workshopNeedEdit.root),
  screen(p.mainPage, MainPage),
  screen(p.exhibition, ExhibitionPage),
  screen(p.exhibitionBooth, ExhibitionBoothPage),
  screen(p.actvity, ActvityPage),
  screen(p.conventionSpace, ConventionSpacePage),
  screen(p.spaceInfo, SpaceInfoPage),
  screen(p.modelCenter, ModelCenterPage),
  screen(p.modelDetail, ModelDetailPage),
  screen(p.designer, DesignerPage),
  screen(p.designerWork, DesignerWorkPage),
  screen(p.designItem, DesignItemPage),
  screen(p.supplier, SupplierPage),
  screen(p.supplierWork, SupplierWorkPage),
  // public once approved: outside the person centre's menu (a visitor has none)
  screen(p.serviceDetail, ServiceDetailPage),
  screen(p.publishDetail, PublishDetailPage),
  screen(p.taskHall, TaskHallPage),
  screen(p.contestDetail, ContestDetailPage),
  screen(p.companyInvite, CompanyInvitePage),
  screen(p.projectHall, ProjectHallPage),
  screen(p.workDetail, WorkDetailPage),
  screen(p.priceGuide, PriceGuidePage),
  screen(p.search, SearchPage),
  screen(p.searchMore, SearchMorePage),
  screen(p.about, AboutPage),
  screen(p.help, HelpPage),
  screen(p.contact, ContactPage),
  screen(p.agreement, AgreementPage),
  screen(p.privacy, PrivacyPage),
  screen(p.exception, ExceptionPage),
];

const personCenter: RouteObject = {
  element: <PersonCenterLayout />,
  children: [
    screen(p.trade, TradePage),
    screen(p.securitySetting, SecuritySettingPage),
    screen(p.noticeSetting, NoticeSettingPage),
    screen(p.subscriptions, SubscriptionsPage),
    screen(p.company, CompanyPage),
    screen(p.shows, ShowsPage),
    screen(p.showPlan, ShowPlanPage),
    screen(p.securityPerson, SecurityPersonPage),
    screen(p.securityBusiness, SecurityBusinessPage),
    screen(p.basicSetting, BasicSettingPage),
    screen(p.evaluateList, EvaluateListPage),
    screen(p.evaluateEdit, EvaluateEditPage),
    screen(p.evaluateChange, EvaluateChangePage),
    screen(p.tradeList, TradeListPage),
    screen(p.businessList, BusinessListPage),
    screen(p.workShopList, WorkShopListPage),
    screen(p.designerProfile, DesignerProfilePage),
    screen(p.factoryProfile, FactoryProfilePage),
    screen(p.newService, NewServicePage),
    screen(p.newWordService, NewWorkPage),
    screen(p.serviceList, ServiceListPage),
    screen(p.charging, ChargingPage),
    screen(p.caseOut, CaseOutPage),
    screen(p.invoice, InvoicePage),
    screen(p.myPublish, MyPublishPage),
    screen(p.myContests, MyContestsPage),
  ],
};

const memberScreens: RouteObject[] = [
  personCenter,
  screen(p.collection, CollectionPage),
  screen(p.publish, PublishPage),
  screen(p.publishEdit, PublishEditPage),
  screen(p.uploadModel, UploadModelPage),
  screen(p.editModel, EditModelPage),
  screen(p.modelReview, ModelReviewPage),
  screen(p.modelManagement, ModelManagementPage),
  screen(p.uploadExhibition, UploadExhibitionPage),
  screen(p.uploadConvention, UploadConventionPage),
  wizard(p.workshopNeed, 'full'),
  wizard(p.workshopNeedSimple, 'simple'),
  wizard(p.workshopNeedEdit, 'edit'),
  screen(p.workQuotation, WorkQuotationPage),
  screen(p.signContract, SignContractPage),
  screen(p.uploadContract, UploadContractPage),
  screen(p.reviewReports, ReviewReportsPage),
  screen(p.message, MessagePage),
];

/**
 * The operator console (not in the seed): logged out → /login, not an operator → the 403 screen in the
 * site's layout, an operator → the console's own layout (RequireOperator picks).
 */
const adminScreens: RouteObject[] = [
  redirect(p.admin),
  {
    element: <RequireLogin />,
    errorElement: <RouteError />,
    children: [
      {
        element: <RequireOperator />,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              screen(p.adminMembers, AdminMembersPage),
              screen(p.adminMemberInfo, AdminMemberInfoPage),
              screen(p.adminAudit, AdminAuditPage),
              screen(p.adminPersonAuth, AdminPersonAuthPage),
              screen(p.adminBusinessAuth, AdminBusinessAuthPage),
              screen(p.adminCash, AdminCashPage),
              screen(p.adminInvoices, AdminInvoicesPage),
              screen(p.adminCompanies, AdminCompaniesPage),
              screen(p.adminContent, AdminContentPage),
              screen(p.adminJobs, AdminJobsPage),
              screen(p.adminNotices, AdminNoticesPage),
              screen(p.adminFeedback, AdminFeedbackPage),
              screen(p.adminComplaints, AdminComplaintsPage),
              screen(p.adminModelMenus, AdminModelMenusPage),
              screen(p.adminContactAttempts, AdminContactAttemptsPage),
              screen(p.adminConsultReports, AdminConsultReportsPage),
              screen(p.adminLedger, AdminLedgerPage),
            ],
          },
        ],
      },
    ],
  },
];

/** The whole table, every route with an id by its position (route-discovery.ts). */
export const routes: RouteObject[] = withIds([
  {
    element: <RootShell />,
    errorElement: <RouteError />,
    children: [
      {
        path: p.login.path,
        element: <LoginLayout />,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { index: true, element: <LoginPage /> },
              screen(p.register, RegisterPage),
              screen(p.forget, ForgetPage),
              screen(p.setpwd, SetPasswordPage),
              screen(p.bindPhone, BindPhonePage),
              screen(p.resetPassword, ResetPasswordPage),
            ],
          },
        ],
      },
      ...adminScreens,
      {
        element: <MainLayout />,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              ...publicScreens,
              { element: <RequireLogin />, children: memberScreens },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
]);
