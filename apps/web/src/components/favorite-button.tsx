import { CheckOutlined, HeartFilled, HeartOutlined, PlusOutlined } from '@ant-design/icons';
import { type FavoriteKind, favoriteKindNames } from '@hz/contract/values/favorites';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, type ButtonProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginHref } from '../config/paths.ts';
import { callApi, isBizError } from '../lib/api-client.ts';
import { reportError } from '../lib/error-handler.ts';
import { useLoggedIn } from '../lib/login-state.ts';
import { rememberFavorite, takeFavorite } from '../lib/pending-favorite.ts';

/** Every cached answer about the member's favourites starts with this key; a toggle invalidates them. */
export const favoritesKey = ['favorites'] as const;

const fvrCalls = {
  huizhan: 'Myfavorite/huizhanFvr',
  huiyi: 'Myfavorite/huiyiFvr',
  hycd: 'Myfavorite/hycdFvr',
  designer: 'Myfavorite/designerFvr',
  factory: 'Myfavorite/factoryFvr',
  model: 'Myfavorite/mdlFvr',
} as const;

/** `Myfavorite/huizhanFvr`, `huiyiFvr`, `hycdFvr`: `fvr` 1 adds, 0 removes; both idempotent. */
export function setFavorite({ kind, id, fvr }: { kind: FavoriteKind; id: number; fvr: 0 | 1 }) {
  return callApi(fvrCalls[kind], { id, fvr });
}

export function useSetFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFavorite,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesKey }),
  });
}

/**
 * The words of the button: 收藏 for content, 关注 for a designer's or factory's profile (issue 27: following
 * a profile is keeping it among one's favourites; the list is /collection's 我的关注).
 */
const verbs = {
  收藏: {
    list: '我的收藏',
    on: <HeartFilled aria-hidden style={{ color: '#eb2f96' }} />,
    off: <HeartOutlined aria-hidden />,
  },
  关注: { list: '我的关注', on: <CheckOutlined aria-hidden />, off: <PlusOutlined aria-hidden /> },
} as const;

/**
 * 收藏 / 已收藏 (or with `verb` 关注, 关注 / 已关注) on a detail page (exhibition, conference, convention space). Optimistic: the heart
 * changes at once and goes back if the server refuses. A visitor is told 登录后即可收藏 and, choosing 去登录,
 * goes to the login page and comes back here, where the favourite is then made (once: the intent is kept
 * in this tab across the login, `lib/pending-favorite.ts`). `onChange` tells the page the new state
 * (e.g. to refresh its detail).
 */
export function FavoriteButton({
  kind,
  id,
  fvr,
  onChange,
  size,
  verb = '收藏',
}: {
  kind: FavoriteKind;
  id: number;
  fvr: boolean;
  onChange?: (fvr: boolean) => void;
  size?: ButtonProps['size'];
  verb?: keyof typeof verbs;
}) {
  const words = verbs[verb];
  const done = `已${verb}，可在“${words.list}”中查看`;
  const [on, setOn] = useState(fvr);
  const loggedIn = useLoggedIn();
  const toggle = useSetFavorite();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const pending = toggle.isPending;

  // a fresh detail (another tab, a refetch) wins while nothing is in flight
  useEffect(() => {
    if (!pending) setOn(fvr);
  }, [fvr, pending]);

  const set = (next: boolean) => {
    setOn(next);
    toggle.mutate(
      { kind, id, fvr: next ? 1 : 0 },
      {
        onSuccess: () => {
          message.success(next ? done : `已取消${verb}`);
          onChange?.(next);
        },
        onError: (err) => {
          setOn(!next);
          if (isBizError(err) && err.errCode === 'not_found')
            message.warning(`该${favoriteKindNames[kind]}已下架或正在审核，暂时无法${verb}`);
          else reportError(err);
        },
      },
    );
  };

  // back from logging in to favourite this item: made once (an item already kept stays as it is)
  const resumed = useRef(false);
  useEffect(() => {
    if (loggedIn !== true || resumed.current) return;
    resumed.current = true;
    if (!takeFavorite(kind, id)) return;
    if (fvr) message.success(done);
    else set(true);
  });

  const click = () => {
    if (pending) return;
    if (loggedIn === false) {
      modal.confirm({
        title: `登录后即可${verb}`,
        icon: verbs[verb].on,
        content: `登录后将为您${verb}这个${favoriteKindNames[kind]}，之后可在“${words.list}”中查看。`,
        okText: '去登录',
        cancelText: '取消',
        onOk: () => {
          rememberFavorite(kind, id);
          navigate(loginHref(`${location.pathname}${location.search}`));
        },
      });
      return;
    }
    set(!on);
  };

  return (
    <Button
      size={size}
      className={on ? 'favorite-button favorite-button--on' : 'favorite-button'}
      aria-pressed={on}
      icon={on ? words.on : words.off}
      onClick={click}
    >
      {on ? `已${verb}` : verb}
    </Button>
  );
}
