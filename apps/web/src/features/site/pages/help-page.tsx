import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import '../site.css';

const sections: { title: string; items: { q: string; a: ReactNode }[] }[] = [
  {
    title: '注册与登录',
    items: [
      {
        q: '如何注册？',
        a: (
          <>
            打开 <Link to={paths.register.path}>注册页</Link>
            ，选择会员类型（企业客户、设计师或工厂），输入手机号并点击“获取验证码”，
            填写收到的6位短信验证码和密码即可。同一手机号每60秒最多发送一次验证码，验证码5分钟内有效。
          </>
        ),
      },
      {
        q: '密码有什么要求？',
        a: '密码长度为8到64位，不要求必须包含数字或符号，但不能是常见密码（如 12345678、88888888）或过于容易猜到的组合。建议使用一句您容易记住的短语。',
      },
      {
        q: '为什么提示登录失败次数过多？',
        a: '为保护账户安全，同一手机号在15分钟内连续输错密码5次后，将暂时无法登录，请稍后再试，或通过“忘记密码”重新设置密码。',
      },
      {
        q: '忘记密码怎么办？',
        a: (
          <>
            在 <Link to={paths.forget.path}>找回密码</Link> 页输入注册手机号并完成短信验证，即可设置新密码。
            修改密码后，您在其他设备上的登录都会退出。
          </>
        ),
      },
      {
        q: '可以用短信验证码登录吗？',
        a: (
          <>
            可以。在 <Link to={paths.login.path}>登录页</Link>{' '}
            选择“验证码登录”，输入注册手机号并获取验证码即可，无需密码。验证码5分钟内有效；
            与密码登录一样，15分钟内连续失败5次后将暂时无法登录。
          </>
        ),
      },
      {
        q: '可以用微信登录吗？',
        a: '可以。在登录页点击“微信登录”扫码授权；首次使用需要绑定手机号，之后即可直接扫码登录。',
      },
      {
        q: '在哪里查看用户服务协议和隐私政策？',
        a: (
          <>
            请看 <Link to={paths.agreement.path}>《用户服务协议》</Link>和
            <Link to={paths.privacy.path}>《隐私政策》</Link>
            ，页面底部也有链接。注册时须同意当时的最新版本，我们会记录您同意的版本与时间。
          </>
        ),
      },
      {
        q: '如何注销账户？',
        a: (
          <>
            请先提现余额，再通过客服提出注销申请；我们核验身份后15个工作日内办理。注销后的信息处理见
            <Link to={paths.privacy.path}>《隐私政策》</Link>“如何注销账户”。
          </>
        ),
      },
      {
        q: '“自动登录”是什么意思？',
        a: '勾选后，本设备将保持登录30天；不勾选时，关闭浏览器或12小时无操作后需要重新登录。公共电脑上请不要勾选。',
      },
    ],
  },
  {
    title: '认证',
    items: [
      {
        q: '实名认证和企业认证有什么用？',
        a: '认证让平台和其他会员确认您的身份。通过实名认证可开通设计师主页，通过企业认证可开通工厂主页（在个人中心的“设计师资料”“工厂资料”中填写，审核通过后公开）。发布设计需求需要通过实名认证或企业认证；设计师承接任务需要实名认证并开通设计师资料；发布搭建项目同样需要实名认证或企业认证，工厂参与报价需要企业认证。',
      },
      {
        q: '认证有哪些状态？',
        a: '未认证：尚未提交资料；审核中：资料已提交，等待平台审核；已认证：审核通过；未通过：审核未通过，可查看原因并修改后重新提交。审核结果会通过站内消息通知您。',
      },
    ],
  },
  {
    title: '钱包与资金托管',
    items: [
      {
        q: '账户余额怎么计算？',
        a: '余额以人民币元计，页面上的金额都写作 ¥（如 ¥4,800.00）；可通过支付宝充值，也可以申请提现到本人或本企业名下的支付宝或银行账户。',
      },
      {
        q: '资金托管如何运作？',
        a: '设计任务和搭建项目都使用资金托管：客户用支付密码托管设计费或搭建项目的分期款项（预付款、进场款、尾款）后，款项由平台托管，设计师或工厂看得到但暂时不能提取；客户验收通过后（设计任务在交付后7天内、搭建项目在展会结束后3天内未提出异议则自动验收），款项扣除平台服务费后结算给对方；合作取消或投诉判定支持客户时，托管款退回客户。',
      },
      {
        q: '支付密码有什么用？',
        a: '使用钱包余额付款和申请提现时需要输入6位支付密码。设置支付密码需要短信验证；连续输错5次将锁定1小时。',
      },
    ],
  },
  {
    title: '联系我们',
    items: [
      {
        q: '遇到问题如何联系平台？',
        a: (
          <>
            在 <Link to={paths.contact.path}>联系我们</Link>{' '}
            页可以找到客服电话、邮箱、微信和服务时间，也可以直接提交咨询、建议、投诉或举报，平台客服会在1–3个工作日内处理；
            平台通知请在个人中心的消息中心查看。
          </>
        ),
      },
    ],
  },
];

/** `/help`: frequently asked questions. */
export default function HelpPage() {
  return (
    <div className="container narrow prose-page">
      <PageHeader title="帮助中心">常见问题与使用说明</PageHeader>
      <nav className="help-toc" aria-label="帮助目录">
        {sections.map((s) => (
          <a key={s.title} href={`#help-${sections.indexOf(s)}`}>
            {s.title}
          </a>
        ))}
      </nav>
      {sections.map((s, i) => (
        <section
          key={s.title}
          id={`help-${i}`}
          className="prose-card help-section"
          aria-labelledby={`help-${i}-title`}
        >
          <h2 id={`help-${i}-title`}>{s.title}</h2>
          <dl className="faq">
            {s.items.map((it) => (
              <div key={it.q} className="faq__item">
                <dt>{it.q}</dt>
                <dd>{it.a}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <p className="prose-page__more">
        想进一步了解平台？请看 <Link to={paths.about.path}>关于我们</Link>；没有找到答案？请
        <Link to={paths.contact.path}>联系我们</Link>。
      </p>
    </div>
  );
}
