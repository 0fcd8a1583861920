import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';

/** `/about`: what the platform is and who it is for. */
export default function AboutPage() {
  return (
    <div className="container narrow prose-page">
      <PageHeader title="关于我们">会展通 · 会展设计搭建服务平台</PageHeader>

      <section className="prose-card">
        <h2>平台简介</h2>
        <p>
          会展通是面向会展行业的线上服务平台，连接参展企业、展台设计师、搭建工厂以及展会和会议的主办方。
          我们希望让一次参展从找设计、找工厂到验收结算，都能在一个地方清楚、放心地完成。
        </p>
      </section>

      <section className="prose-card">
        <h2>我们提供什么</h2>
        <ul>
          <li>
            <strong>设计任务：</strong>企业客户发布展台设计需求，写明展位尺寸、开口、风格、预算与工期；
            设计师报名竞稿，客户选定设计师后开始合作。
          </li>
          <li>
            <strong>搭建项目：</strong>
            企业客户发布搭建项目，工厂按地面、背板、门头、展示、接待、美工、租赁等分项报价，
            客户对比后选定中标工厂，双方在线签订合同。
          </li>
          <li>
            <strong>会展币钱包与资金托管：</strong>会员通过支付宝充值会展币；设计费和项目预付款先由平台托管，
            验收通过后再结算给设计师或工厂，出现争议可以发起投诉，由平台处理。
          </li>
          <li>
            <strong>行业资讯与资源：</strong>浏览展会、会议活动、会议场地、展台图库和展台3D模型，
            查看设计师作品集与工厂案例，收藏感兴趣的内容。
          </li>
        </ul>
      </section>

      <section className="prose-card">
        <h2>为谁服务</h2>
        <ul>
          <li>
            <strong>企业客户：</strong>需要参展、办会的企业，发布需求、比较方案与报价。
          </li>
          <li>
            <strong>设计师：</strong>展台与空间设计师，承接设计任务、展示作品、出售3D模型。
          </li>
          <li>
            <strong>搭建工厂：</strong>展台搭建与制作企业，参与项目报价、签约施工。
          </li>
        </ul>
      </section>

      <section className="prose-card">
        <h2>安全与信任</h2>
        <p>
          会员通过手机号和短信验证码注册，可完成实名认证或企业认证；发布需求、承接任务需要通过相应认证。
          发布到平台上的展会、场地、模型和作品都经过审核后才公开展示。密码以不可逆方式加密保存，平台不会向您索要密码。
        </p>
      </section>

      <p className="prose-page__more">
        还有疑问？请查看 <Link to={paths.help.path}>帮助中心</Link>。
      </p>
    </div>
  );
}
