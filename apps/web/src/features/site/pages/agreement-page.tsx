import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import TermsText from '../../../components/terms-text.tsx';
import { paths } from '../../../config/paths.ts';
import '../site.css';

/** `/agreement`: 《用户服务协议》 (not in the seed; decision 016). */
export default function AgreementPage() {
  return (
    <div className="container narrow prose-page">
      <PageHeader title="用户服务协议">注册和使用会展通前请仔细阅读</PageHeader>
      <div className="prose-card">
        <TermsText />
      </div>
      <p className="prose-page__more">
        我们如何处理您的个人信息，请看 <Link to={paths.privacy.path}>《隐私政策》</Link>。
      </p>
    </div>
  );
}
