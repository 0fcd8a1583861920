import { CopyOutlined, GiftOutlined, WalletOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href, paths } from '../../../config/paths.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useBillList } from '../api/transaction.ts';
import { type WalletInfo, useWalletInfo } from '../api/wallet-info.ts';
import { BillCards } from '../components/bill-list.tsx';
import { EscrowCard } from '../components/escrow-card.tsx';
import { LoadingCard } from '../components/wallet-states.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { yuanText } from '../components/wallet-format.ts';
import '../wallet.css';

const RECENT = 5;

function Balances({ w }: { w: WalletInfo }) {
  return (
    <Card className="pc-card wallet-balance">
      <div className="wallet-balance__main">
        <div className="wallet-balance__figure">
          <span className="wallet-balance__label">
            <WalletOutlined aria-hidden /> 可用余额
          </span>
          <strong className="wallet-balance__value" data-testid="wallet-coins">
            {yuanText(w.coins)}
          </strong>
        </div>
        <div className="wallet-balance__actions">
          <LinkButton type="primary" to={paths.charging.path}>
            充值
          </LinkButton>
          <LinkButton to={paths.caseOut.path}>提现</LinkButton>
        </div>
      </div>
      <dl className="wallet-balance__others">
        <div>
          <dt>托管中</dt>
          <dd data-testid="wallet-escrow">{yuanText(w.escrow)}</dd>
          <dd className="wallet-balance__hint">您付入平台托管的款项，验收后支付给对方</dd>
        </div>
        <div>
          <dt>待结算</dt>
          <dd data-testid="wallet-pending">{yuanText(w.pending)}</dd>
          <dd className="wallet-balance__hint">对方已托管、验收后结算给您的款项（扣除平台服务费前）</dd>
        </div>
        <div>
          <dt>提现中</dt>
          <dd data-testid="wallet-withdrawing">{yuanText(w.withdrawing)}</dd>
          <dd className="wallet-balance__hint">已申请提现，等待平台打款</dd>
        </div>
      </dl>
    </Card>
  );
}

function RecentBills() {
  const bills = useBillList({ page: 1, pageSize: RECENT });
  const data = bills.data;
  return (
    <Card className="pc-card" title="最近账单" extra={<Link to={paths.tradeList.path}>查看全部</Link>}>
      {bills.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : !data ? (
        <LoadFailed title="账单加载失败" onRetry={() => bills.refetch()} />
      ) : data.listItem.length === 0 ? (
        <Empty description="暂无账单，充值后会在这里显示" image={Empty.PRESENTED_IMAGE_SIMPLE}>
          <Link to={paths.charging.path}>去充值</Link>
        </Empty>
      ) : (
        <BillCards bills={data.listItem} label="最近账单" />
      )}
    </Card>
  );
}

function Invite({ w }: { w: WalletInfo }) {
  const { message } = App.useApp();
  // the site's address is the browser's: the server's render (and hydration) show the path alone
  const origin = useHydrated() ? window.location.origin : '';
  const link = `${origin}${href(paths.register.path, { invite: w.cardno })}`;
  const copy = async (text: string, what: string) => {
    if (await copyText(text)) message.success(`${what}已复制`);
    else message.warning('复制失败，请长按或手动选择后复制');
  };
  return (
    <Card
      className="pc-card"
      title={
        <span>
          <GiftOutlined aria-hidden /> 邀请好友
        </span>
      }
    >
      <div className="invite">
        <dl className="invite__stats">
          <div>
            <dt>邀请人数</dt>
            <dd>{w.invitpples}</dd>
          </div>
          <div>
            <dt>累计邀请奖励</dt>
            <dd>{yuanText(w.invitcoins)}</dd>
          </div>
        </dl>
        <div className="invite__share">
          <div className="invite__row">
            <span className="invite__label">我的邀请码</span>
            <span className="invite__code" data-testid="invite-code">
              {w.cardno}
            </span>
            <Button size="small" icon={<CopyOutlined aria-hidden />} onClick={() => copy(w.cardno, '邀请码')}>
              复制邀请码
            </Button>
          </div>
          <div className="invite__row">
            <span className="invite__label">邀请链接</span>
            <span className="invite__link" data-testid="invite-link">
              {link}
            </span>
            <Button size="small" icon={<CopyOutlined aria-hidden />} onClick={() => copy(link, '邀请链接')}>
              复制链接
            </Button>
          </div>
        </div>
      </div>
      <p className="card-hint invite__rule">
        好友通过您的邀请链接注册（或注册时填写您的邀请码），在其首次通过认证审核时您将获得奖励：通过实名认证奖励
        {yuanText(w.inviteDesigner)}，通过企业认证奖励{yuanText(w.inviteBusiness)}
        （以先通过的一项为准）。仅注册不发放奖励；奖励自动计入可用余额，每位好友只奖励一次。
      </p>
    </Card>
  );
}

/** `/personCenter/trade`: balances, top-up and withdraw, the latest bill lines, the invite link. */
export default function TradePage() {
  const info = useWalletInfo();
  const w = info.data;
  return (
    <div className="pc-page">
      <PageHeader title="我的钱包">
        余额可以提现到支付宝或银行卡，也可用于托管设计费和搭建项目款、购买3D模型
      </PageHeader>
      {info.isPending ? (
        <>
          <LoadingCard label="正在加载余额" rows={3} />
          <LoadingCard label="正在加载账单" rows={5} />
        </>
      ) : !w ? (
        <Card className="pc-card">
          <LoadFailed title="钱包加载失败" onRetry={() => info.refetch()} />
        </Card>
      ) : (
        <>
          <Balances w={w} />
          {/* the totals are the 托管中 and 待结算 above */}
          <EscrowCard summary={false} />
          <RecentBills />
          <Invite w={w} />
        </>
      )}
    </div>
  );
}
