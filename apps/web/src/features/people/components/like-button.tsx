import { LikeFilled, LikeOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { loginHref } from '../../../config/paths.ts';
import { isBizError } from '../../../lib/api-client.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { useLoggedIn } from '../../../lib/login-state.ts';
import { useLikeWork } from '../api/like-work.ts';
import { countText } from './people-format.ts';

/**
 * 点赞 N / 已点赞 N on a work's or case's page (issue 27), pressed when the member likes it. A visitor is
 * told 登录后即可点赞 and may go to the login page and come back. The number is the server's answer.
 */
export function LikeButton({
  kind,
  id,
  liked,
  likes,
}: {
  kind: 'work' | 'case';
  id: number;
  liked: boolean;
  likes: number;
}) {
  const loggedIn = useLoggedIn();
  const like = useLikeWork();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const name = kind === 'work' ? '作品' : '案例';

  const click = () => {
    if (like.isPending) return;
    if (loggedIn === false) {
      modal.confirm({
        title: '登录后即可点赞',
        icon: <LikeFilled aria-hidden style={{ color: '#1677ff' }} />,
        content: `登录后即可为这个${name}点赞，设计师和工厂会看到您的认可。`,
        okText: '去登录',
        cancelText: '取消',
        onOk: () => navigate(loginHref(`${location.pathname}${location.search}`)),
      });
      return;
    }
    like.mutate(
      { kind, id, like: liked ? 0 : 1 },
      {
        onError: (err) => {
          if (isBizError(err) && err.errCode === 'not_found')
            message.warning(`该${name}已下架或正在审核，暂时无法点赞`);
          else reportError(err);
        },
      },
    );
  };

  return (
    <Button
      className={liked ? 'like-button like-button--on' : 'like-button'}
      aria-pressed={liked}
      loading={like.isPending}
      icon={liked ? <LikeFilled aria-hidden /> : <LikeOutlined aria-hidden />}
      onClick={click}
    >
      {liked ? '已点赞' : '点赞'} {countText(likes)}
    </Button>
  );
}
