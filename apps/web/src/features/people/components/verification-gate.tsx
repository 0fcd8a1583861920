import { Result } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** What a member without the right verification sees on a profile screen: which one it needs. */
export function VerificationNeeded({ kind }: { kind: 'designer' | 'factory' }) {
  const designer = kind === 'designer';
  return (
    <Result
      status="info"
      title={designer ? '开通设计师资料需要先通过实名认证（个人认证）' : '开通工厂资料需要先通过企业认证'}
      subTitle={
        designer
          ? '实名认证通过后，即可填写设计师资料、发布设计作品与设计服务。'
          : '企业认证通过后，即可填写工厂资料（公司主页）、发布搭建案例与搭建服务。'
      }
      extra={
        <Link
          to={designer ? paths.securityPerson.path : paths.securityBusiness.path}
          className="link-btn link-btn--primary"
        >
          {designer ? '去实名认证' : '去企业认证'}
        </Link>
      }
    />
  );
}
