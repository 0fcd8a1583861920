import { useNavigate } from 'react-router';
import { LiteButton, type LiteButtonProps } from './lite-button.tsx';

/**
 * A button that navigates inside the app (no `<button>` nested in an `<a>`), with antd's button look
 * (LiteButton: the shell's error panel and the home page use it, so antd's Button stays out of their first
 * load). `data-to` names its target, as a link's `href` does (the browser test of 即将上线 markers reads both).
 */
export function LinkButton({
  to,
  replace,
  ...rest
}: Omit<LiteButtonProps, 'onClick'> & { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  return <LiteButton {...rest} data-to={to} onClick={() => navigate(to, { replace })} />;
}
