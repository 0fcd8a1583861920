import { Result } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** A member without a designer or factory profile: what to open first. */
export function NoProfile({ what }: { what: string }) {
  return (
    <Result
      status="info"
      title={`发布${what}前，请先开通设计师资料或工厂资料`}
      subTitle="设计师资料需要实名认证，工厂资料需要企业认证。"
      extra={
        <div className="publish-submitted__actions">
          <Link to={paths.designerProfile.path} className="link-btn link-btn--primary">
            开通设计师资料
          </Link>
          <Link to={paths.factoryProfile.path} className="link-btn">
            开通工厂资料
          </Link>
        </div>
      }
    />
  );
}
