import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import '../site.css';

/** `/about`: what the platform is and who it is for. */
export default function AboutPage() {
  return (
    <div className="container narrow prose-page">
      <PageHeader title="关于我们">会展通 · 会展设计搭建服务平台</PageHeader>

      <section className="prose-card">
        <h2>平台简介</h2>
        <p>
          会展通是面向会展行业的线上服务平台，连接参展企业、展台设计师、搭建工厂以及展会和会议的主办方。
          我们希望让一次参展从找展会、找设计、找工厂到验收结算，都能在一个地方清楚、放心地完成。
        </p>
      </section>

      <section className="prose-card">
        <h2>平台功能</h2>
        <ul>
          <li>
            <strong>会员账户与认证：</strong>用手机号和短信验证码注册为企业客户、设计师或工厂，支持微信登录；
            可提交实名认证或企业认证，由平台审核，结果通过消息中心通知。
          </li>
          <li>
            <strong>展会、会议与会议场地：</strong>
            按城市、行业、日期查找展会和会议活动，按容纳人数、面积与预算挑选会议场地；
            会员也可以发布展会、会议和场地，经平台审核后公开展示，在“我的发布”中查看审核状态与驳回原因。
          </li>
          <li>
            <strong>展台图库：</strong>
            浏览各大展会的展台实拍照片，按面积、风格与开口方式寻找灵感；参展后可上传自己拍摄的展台照片。
          </li>
          <li>
            <strong>设计师与搭建工厂：</strong>
            按服务城市、擅长类型、风格与价格寻找设计师和搭建工厂，查看作品集、搭建案例、资质与信誉分；
            通过认证的设计师和工厂可开通主页，发布作品、案例与固定价格的服务，经平台审核后公开展示。
          </li>
          <li>
            <strong>收藏与搜索：</strong>收藏感兴趣的展会、会议、场地、设计师和工厂；一个搜索框查找它们。
          </li>
          <li>
            <strong>设计任务：</strong>
            企业客户发布展台设计需求，写明展位尺寸、开口、风格、预算与工期；设计师在任务大厅报名投递方案，客户比较后选定设计师，设计费由平台托管，验收通过后再结算给设计师。
          </li>
          <li>
            <strong>搭建项目：</strong>
            企业客户分步发布搭建项目，工厂按地面、背板、门头、展示、接待、美工、租赁等分项报价，客户对比后选定工厂，双方在线签订合同；预付款、进场款和尾款由平台托管，按施工图确认、进场和验收分期结算给工厂，出现争议可以发起投诉，由平台处理。
          </li>
          <li>
            <strong>3D模型与服务下单：</strong>
            展台3D模型在线预览、收藏与下载（免费或付费）；直接购买设计师发布的设计服务。
          </li>
          <li>
            <strong>钱包：</strong>
            通过支付宝充值，托管设计费与搭建款项，查看账单明细，申请提现，设置支付密码。
          </li>
          <li>
            <strong>消息中心与联系我们：</strong>审核结果、账户与资金变动都会通知您；遇到问题可在
            <Link to={paths.contact.path}>联系我们</Link> 找到客服方式或提交反馈。
          </li>
        </ul>
      </section>

      <section className="prose-card">
        <h2>为谁服务</h2>
        <ul>
          <li>
            <strong>企业客户：</strong>
            需要参展、办会的企业：查找展会、会议与场地，发布自己的展会和会议，发布设计需求并比较设计师的方案，发布搭建项目并比较工厂的报价。
          </li>
          <li>
            <strong>设计师：</strong>
            展台与空间设计师：完成实名认证，开通设计师主页，发布作品与设计服务，在任务大厅报名承接设计任务。
          </li>
          <li>
            <strong>搭建工厂：</strong>
            展台搭建与制作企业：完成企业认证，开通工厂主页，发布搭建案例与搭建服务，参与搭建项目报价、签约施工。
          </li>
        </ul>
      </section>

      <section className="prose-card">
        <h2>安全与信任</h2>
        <p>
          会员通过手机号和短信验证码注册，可完成实名认证或企业认证。发布到平台上的展会、会议、场地和展台照片都经过审核后才公开展示。
          密码以不可逆方式加密保存，平台不会向您索要密码；申请提现需要输入支付密码。
        </p>
      </section>

      <p className="prose-page__more">
        还有疑问？请查看 <Link to={paths.help.path}>帮助中心</Link>。
      </p>
    </div>
  );
}
