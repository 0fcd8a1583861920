import { adminCalls } from './admin.ts';
import { authCalls } from './auth.ts';
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
import { membersCalls } from './members.ts';
import { messagesCalls } from './messages.ts';
import { modelsCalls } from './models.ts';
import { noticesCalls } from './notices.ts';
import { subscriptionsCalls } from './subscriptions.ts';
import { showsCalls } from './shows.ts';
import { staffCalls } from './staff.ts';
import { peopleCalls } from './people.ts';
import { permitsCalls } from './permits.ts';
import { priceGuideCalls } from './price-guide.ts';
import { projectsCalls } from './projects.ts';
import { servicesCalls } from './services.ts';
import { spacesCalls } from './spaces.ts';
import { reviewsCalls } from './reviews.ts';
import { tasksCalls } from './tasks.ts';
import { uploadsCalls } from './uploads.ts';
import { verificationCalls } from './verification.ts';
import { walletCalls } from './wallet.ts';

/**
 * Every call of the API, by path: each domain's fragment (at the end of its contract file, next to
 * its schemas), merged here and only here. The server registers routes from its modules; a test checks
 * that each module route is listed here, and the OpenAPI document at /api/docs is generated from this
 * table. `calls.test.ts` keeps the fragments' names disjoint, so a spread never silently overrides.
 */
export const calls = {
  ...authCalls,
  ...membersCalls,
  ...messagesCalls,
  ...adminCalls,
  ...complaintsCalls,
  ...uploadsCalls,
  ...modelsCalls,
  ...verificationCalls,
  ...walletCalls,
  ...invoicesCalls,
  ...listingsCalls,
  ...spacesCalls,
  ...contentCalls,
  ...favoritesCalls,
  ...galleryCalls,
  ...jobsCalls,
  ...contactCalls,
  ...peopleCalls,
  ...servicesCalls,
  ...tasksCalls,
  ...contestsCalls,
  ...projectsCalls,
  ...permitsCalls,
  ...reviewsCalls,
  ...maskingCalls,
  ...consultCalls,
  ...noticesCalls,
  ...subscriptionsCalls,
  ...showsCalls,
  ...staffCalls,
  ...priceGuideCalls,
} as const satisfies Record<string, CallDef>;

export type CallName = keyof typeof calls;
