import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';

/** An antd button that navigates inside the app (no `<button>` nested in an `<a>`). */
export function LinkButton({
  to,
  replace,
  ...rest
}: Omit<ButtonProps, 'href' | 'onClick'> & { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  return <Button {...rest} onClick={() => navigate(to, { replace })} />;
}
