import { type ReactNode, useState } from 'react';
import { clsx as cx } from 'clsx';
import { ANT } from './antd-markup.ts';
import { useAvatarStyle } from './antd-style-hooks.ts';

/**
 * antd's round Avatar of a picture, or an icon when there is none or it fails to load, as markup
 * (components/antd-markup.ts): the same elements, classes and size styles, and antd's avatar style hook.
 */
export function LiteAvatar({
  size,
  src,
  icon,
  alt,
  className,
}: {
  size: number;
  src?: string;
  icon: ReactNode;
  alt: string;
  className?: string;
}) {
  const [hash, cssVar] = useAvatarStyle(`${ANT}-avatar`, `${ANT}-avatar-css-var`);
  // the picture that failed (antd's avatar shows its icon instead, until the picture changes)
  const [failed, setFailed] = useState<string | null>(null);
  const picture = src && failed !== src ? src : undefined;
  return (
    <span
      style={{ width: size, height: size, fontSize: size / 2 }}
      className={cx(
        'ant-avatar ant-avatar-circle',
        picture && 'ant-avatar-image',
        'ant-avatar-icon',
        cssVar,
        'ant-avatar-css-var',
        className,
        hash,
      )}
    >
      {picture ? <img src={picture} alt={alt} onError={() => setFailed(picture)} /> : icon}
    </span>
  );
}
