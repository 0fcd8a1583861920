import { Card, Tag } from 'antd';
import type { ReactNode } from 'react';
import { verifyState } from '../../../lib/format.ts';

/** The 认证状态 card of a verification screen: the state tag, what it means for the member, and more. */
export function VerifyStateCard({
  state,
  explanation,
  children,
}: {
  state: number;
  explanation: string;
  children?: ReactNode;
}) {
  const s = verifyState(state);
  return (
    <Card className="pc-card" title="认证状态">
      <div className="verify-state">
        <Tag color={s.color} className="verify-state__tag">
          {s.text}
        </Tag>
        <p className="verify-state__text">{explanation}</p>
      </div>
      {children}
    </Card>
  );
}
