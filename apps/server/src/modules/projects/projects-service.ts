import type { ProjectEditBody, ProjectPubBody, QuoteBody } from '@hz/contract/projects';
import type { Transaction as Tx } from '../../db/client.ts';
import type { Viewer } from '../../lib/viewer.ts';
import type { SessionMember } from '../members/session-member.ts';
import { acceptReport } from './actions/accept-report.ts';
import { approveDrawings } from './actions/approve-drawings.ts';
import { awardQuote } from './actions/award.ts';
import { clientProjects } from './actions/client-projects.ts';
import { closeProject } from './actions/close.ts';
import { compareQuotes } from './actions/compare-quotes.ts';
import { projectContacts } from './actions/contacts.ts';
import { contractPdf, contractVersions } from './actions/contract-versions.ts';
import { depositList } from './actions/deposit-list.ts';
import { depositUpdate } from './actions/deposit-update.ts';
import { draftInfo, draftList, saveDraft } from './actions/drafts.ts';
import { editProject } from './actions/edit.ts';
import { factoryProjects } from './actions/factory-projects.ts';
import { myQuote } from './actions/my-quote.ts';
import { payStages } from './actions/pay-stages.ts';
import {
  permitCrew,
  permitFileAdd,
  permitFileRemove,
  permitInfo,
  permitItemAdd,
  permitItemRemove,
} from './actions/permit.ts';
import { permitZip } from './projects-permit-zip.ts';
import { projectHall } from './actions/project-hall.ts';
import { projectInfoFor } from './actions/project-info.ts';
import { proposeContract } from './actions/propose-contract.ts';
import { publishProject } from './actions/publish.ts';
import { quoteProject } from './actions/quote.ts';
import { quoteAnswer } from './actions/quote-answer.ts';
import { quoteAsk } from './actions/quote-ask.ts';
import { quoteQuestions } from './actions/quote-questions.ts';
import { refuseContract } from './actions/refuse-contract.ts';
import { submitReport } from './actions/report.ts';
import { signContract } from './actions/sign-contract.ts';
import { uploadDrawings } from './actions/upload-drawings.ts';
import { projectReviewSubject } from './projects-complaints.ts';
import type { ContractSide } from './projects-contract-rules.ts';
import type { ActionBody } from '../deals/deal-kernel.ts';
import type { ProjectDeps } from './projects-deal.ts';

type Member = Pick<SessionMember, 'id' | 'personauth' | 'businsauth' | 'mobile' | 'actor'>;

/**
 * Build projects (issue 14; docs/domains/projects.md; decisions 028, 033–038, 043): each call is one file
 * under `actions/`, given the module's dependencies, the member and the body. This only wires them.
 */
export function createProjectsService(d: ProjectDeps) {
  return {
    publish: (m: Member, b: ProjectPubBody) => publishProject(d, m, b),
    edit: (m: Member, b: ProjectEditBody) => editProject(d, m, b),
    info: (id: number, viewer: Viewer) => projectInfoFor(d, id, viewer),
    list: (m: Member, b: ActionBody<typeof clientProjects>) => clientProjects(d, m, b),
    close: (m: Member, b: ActionBody<typeof closeProject>) => closeProject(d, m, b),
    hall: (b: Parameters<typeof projectHall>[1]) => projectHall(d, b),
    quote: (m: Member, b: QuoteBody) => quoteProject(d, m, b),
    myQuote: (m: Member, id: number) => myQuote(d, m, id),
    factoryProjects: (m: Member, b: ActionBody<typeof factoryProjects>) => factoryProjects(d, m, b),
    checkPrice: (m: Member, id: number) => compareQuotes(d, m, id),
    award: (m: Member, b: ActionBody<typeof awardQuote>) => awardQuote(d, m, b),
    saveDraft: (m: Member, b: ActionBody<typeof saveDraft>) => saveDraft(d, m, b),
    draftInfo: (m: Member, id: number) => draftInfo(d, m, id),
    drafts: (m: Member) => draftList(d, m),
    questions: (m: Member, b: ActionBody<typeof quoteQuestions>) => quoteQuestions(d, m, b),
    ask: (m: Member, b: ActionBody<typeof quoteAsk>) => quoteAsk(d, m, b),
    answer: (m: Member, b: ActionBody<typeof quoteAnswer>) => quoteAnswer(d, m, b),
    contractVersions: (m: Member & { isadmin: boolean }, id: number) => contractVersions(d, m, id),
    contractPdf: (viewer: Viewer, id: number, n?: number) => contractPdf(d, viewer, id, n),
    proposeContract: (m: Member, side: ContractSide, b: Parameters<typeof proposeContract>[3]) =>
      proposeContract(d, m, side, b),
    refuseContract: (m: Member, b: ActionBody<typeof refuseContract>) => refuseContract(d, m, b),
    signContract: (m: Member, side: ContractSide, b: Parameters<typeof signContract>[3], ip: string) =>
      signContract(d, m, side, b, ip),
    uploadDrawings: (m: Member, b: ActionBody<typeof uploadDrawings>) => uploadDrawings(d, m, b),
    approveDrawings: (m: Member, b: ActionBody<typeof approveDrawings>) => approveDrawings(d, m, b),
    payStages: (m: Member, b: ActionBody<typeof payStages>) => payStages(d, m, b),
    report: (m: Member, b: ActionBody<typeof submitReport>) => submitReport(d, m, b),
    acceptReport: (m: Member, b: ActionBody<typeof acceptReport>) => acceptReport(d, m, b),
    depositList: (m: Member, id: number) => depositList(d, m, id),
    depositUpdate: (m: Member, b: ActionBody<typeof depositUpdate>) => depositUpdate(d, m, b),
    winner: (m: Member, id: number) => projectContacts(d, m, id),
    // the 报馆 package (issue 31 point 3)
    permitInfo: (m: Member, id: number) => permitInfo(d, m, id),
    permitItemAdd: (m: Member, b: ActionBody<typeof permitItemAdd>) => permitItemAdd(d, m, b),
    permitItemRemove: (m: Member, b: ActionBody<typeof permitItemRemove>) => permitItemRemove(d, m, b),
    permitFileAdd: (m: Member, b: ActionBody<typeof permitFileAdd>) => permitFileAdd(d, m, b),
    permitFileRemove: (m: Member, b: ActionBody<typeof permitFileRemove>) => permitFileRemove(d, m, b),
    permitCrew: (m: Member, b: ActionBody<typeof permitCrew>) => permitCrew(d, m, b),
    permitZip: (viewer: Viewer, id: number) => permitZip(d, viewer, id),
    /** The project as the reviews module sees it (decision 024). */
    reviewSubject: (tx: Tx, id: number, lock: boolean) => projectReviewSubject(d, tx, id, lock),
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
