import { useContentReview } from '../api/content-review.ts';
import { rejectPresets } from './reject-reasons.tsx';
import { type ReviewedKindName, reviewedKinds } from './review-kinds/registry.ts';
import { ReviewDrawer } from './review-drawer.tsx';

/** The review of one item of any moderated kind, with approve and reject (reason required). */
export function ContentReviewDrawer({
  kind,
  id,
  version,
  cardno,
  onClose,
}: {
  kind: ReviewedKindName;
  id: number | undefined;
  /** The queue row's `version`, sent with the decision. */
  version?: string;
  /** The queue row's member (a profile is fetched by its member). */
  cardno?: string;
  onClose: () => void;
}) {
  const k = reviewedKinds[kind];
  const info = k.useInfo(id, cardno);
  const review = useContentReview();
  return (
    <ReviewDrawer
      open={id !== undefined}
      what={k.what}
      noun={k.noun}
      size={k.size}
      info={info}
      confirmText={k.confirmText}
      rejectExtra={k.rejectExtra}
      rejectPlaceholder={k.rejectPlaceholder}
      rejectPresets={rejectPresets[kind]}
      pending={review.isPending}
      onDecide={(id, pass, reason) => review.mutateAsync({ kind, id, pass, reason, version })}
      onClose={onClose}
    >
      {(d, columns) => <k.Detail d={d} columns={columns} />}
    </ReviewDrawer>
  );
}
