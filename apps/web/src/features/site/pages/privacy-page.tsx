import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import PrivacyText from '../../../components/privacy-text.tsx';
import { paths } from '../../../config/paths.ts';
import '../site.css';

/** `/privacy`: 《隐私政策》 (not in the seed; decision 016). */
export default function PrivacyPage() {
  return (
    <div className="container narrow prose-page">
      <PageHeader title="隐私政策">我们如何收集、使用、保存和保护您的个人信息</PageHeader>
      <div className="prose-card">
        <PrivacyText />
      </div>
      <p className="prose-page__more">
        使用平台的规则，请看 <Link to={paths.agreement.path}>《用户服务协议》</Link>。
      </p>
    </div>
  );
}
