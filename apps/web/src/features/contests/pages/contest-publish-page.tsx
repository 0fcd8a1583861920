import { Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { PublishModeSwitch } from '../../../components/publish-mode-switch.tsx';
import { isVerified, VerificationNotice } from '../../../components/verification-notice.tsx';
import { href, paths } from '../../../config/paths.ts';
import { useUserInfo } from '../../members/api/user-info.ts';
import { ContestForm } from '../components/contest-form.tsx';
import '../contests.css';

/** `/publish?mode=contest`: a design contest (悬赏比稿, issue 30), the prize held with the pay password. */
export default function ContestPublishPage() {
  const navigate = useNavigate();
  const user = useUserInfo({ fresh: true });
  return (
    <div className="container narrow listing-upload-page contest-publish">
      <PageHeader title="发布悬赏比稿">
        托管奖金，多位设计师直接提交设计稿；审核通过后开始征稿，您评分、选出获奖者，验收源文件后奖金支付给获奖者
      </PageHeader>
      <PublishModeSwitch mode="contest" />
      {user.isPending ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : (
        <>
          <VerificationNotice
            who={user.data}
            action="发布悬赏比稿"
            back={href(paths.publish.path, { mode: 'contest' })}
          />
          <ContestForm
            mayPublish={!user.data || isVerified(user.data)}
            onDone={(id) => navigate(href(paths.contestDetail.path, { id }))}
          />
        </>
      )}
    </div>
  );
}
