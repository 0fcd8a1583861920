import { CalendarOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { loginHref } from '../../../config/paths.ts';
import { isBizError } from '../../../lib/api-client.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { useLoggedIn } from '../../../lib/login-state.ts';
import { useJoinShow } from '../../shows/api/shows.ts';
import { showPlanHref } from '../../shows/api/show-links.ts';

/**
 * 我要参展 on an exhibition's page (issue 31): the show joins the member's 我的展会 and its plan opens; a
 * visitor is asked to log in first and comes back here.
 */
export function JoinShowButton({ exhibition }: { exhibition: number }) {
  const loggedIn = useLoggedIn();
  const join = useJoinShow();
  const navigate = useNavigate();
  const location = useLocation();
  const { modal, message } = App.useApp();

  const click = () => {
    if (loggedIn === false) {
      modal.confirm({
        title: '登录后即可加入参展计划',
        icon: <CalendarOutlined aria-hidden />,
        content: '加入后，这个展会的展期、设计与搭建的关键日期会汇总在“我的展会”的一页里。',
        okText: '去登录',
        cancelText: '取消',
        onOk: () => navigate(loginHref(`${location.pathname}${location.search}`)),
      });
      return;
    }
    join.mutate(
      { exhibition },
      {
        onSuccess: (card) => {
          message.success('已加入我的展会');
          navigate(showPlanHref(card));
        },
        onError: (err) => {
          if (isBizError(err)) message.warning(err.errMsg);
          else reportError(err);
        },
      },
    );
  };

  return (
    <Button icon={<CalendarOutlined aria-hidden />} onClick={click} loading={join.isPending}>
      我要参展
    </Button>
  );
}
