import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';

/**
 * An antd button that navigates inside the app (no `<button>` nested in an `<a>`). `data-to` names its
 * target, as a link's `href` does (the browser test of 即将上线 markers reads both).
 */
export function LinkButton({
  to,
  replace,
  ...rest
}: Omit<ButtonProps, 'href' | 'onClick'> & { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  return <Button {...rest} data-to={to} onClick={() => navigate(to, { replace })} />;
}
