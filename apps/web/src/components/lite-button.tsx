import { type ButtonHTMLAttributes, Children, type ReactNode } from 'react';
import { clsx as cx } from 'clsx';
import { ANT } from './antd-markup.ts';
import { useButtonStyle } from './antd-style-hooks.ts';

export interface LiteButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** antd's button types the app uses in the shell: primary (solid), default (outlined), text. */
  type?: 'primary' | 'default' | 'text';
  size?: 'large' | 'small';
  /** Outlined on a dark background (antd's `ghost`). */
  ghost?: boolean;
  icon?: ReactNode;
  htmlType?: 'button' | 'submit' | 'reset';
}

const LOOK = {
  primary: 'ant-btn-primary ant-btn-color-primary ant-btn-variant-solid',
  default: 'ant-btn-default ant-btn-color-default ant-btn-variant-outlined',
  text: 'ant-btn-text ant-btn-color-default ant-btn-variant-text',
} as const;

/** Text wrapped in a <span> as antd's button does (adjacent strings together), elements as they are. */
function wrapText(children: ReactNode): ReactNode[] {
  const out: ReactNode[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push(<span key={`t${out.length}`}>{text}</span>);
    text = '';
  };
  for (const child of Children.toArray(children)) {
    if (typeof child === 'string' || typeof child === 'number') text += String(child);
    else {
      flush();
      out.push(child);
    }
  }
  flush();
  return out;
}

/**
 * antd's Button as markup (components/antd-markup.ts): the same element and classes, and antd's button
 * style hook. Without antd's click wave (invisible here anyway: the theme turns motion off, decision 032),
 * loading state and form context; a screen that needs those uses antd's Button.
 */
export function LiteButton({
  type = 'default',
  size,
  ghost,
  icon,
  htmlType = 'button',
  className,
  children,
  ...rest
}: LiteButtonProps) {
  const [hash, cssVar] = useButtonStyle(`${ANT}-btn`);
  const iconOnly = Boolean(icon) && (children === undefined || children === null || children === false);
  return (
    <button
      {...rest}
      type={htmlType}
      className={cx(
        'ant-btn',
        hash,
        cssVar,
        LOOK[type],
        size === 'large' && 'ant-btn-lg',
        size === 'small' && 'ant-btn-sm',
        iconOnly && 'ant-btn-icon-only',
        ghost && type !== 'text' && 'ant-btn-background-ghost',
        className,
      )}
    >
      {icon && <span className="ant-btn-icon">{icon}</span>}
      {wrapText(children)}
    </button>
  );
}
