import { MAX_TALK_CHARS, MAX_TALK_FILES } from '@hz/contract/values/tasks';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useEffect } from 'react';
import { ConversationCompose, ConversationMessages } from '../../../components/conversation.tsx';
import { isBizError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-handler.ts';
import { onTalkEvent } from '../../messages/api/unread-count.ts';
import { type TalkMessage, taskTalkKey, useTaskTalk } from '../api/task-talk-list.ts';
import { useSendTaskTalk } from '../api/task-talk-send.ts';
import './task-conversation.css';

const whoOf = (m: TalkMessage) => (m.mine ? '我' : m.who === 'client' ? '客户' : '设计师');

/**
 * A design task's conversation between the client and the confirmed designer (decision 025): the
 * messages, live through the message stream's `talk` events, and a box to write (text and files) until
 * the task is completed or closed. Mounted on the task's page; renders a short note when the
 * conversation is not open to the viewer (before the designer confirms) and nothing for a stranger.
 */
export function TaskConversation({ taskId }: { taskId: number }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const talk = useTaskTalk(taskId);
  const send = useSendTaskTalk(taskId);

  // a `talk` event for this task: someone wrote (the other side, or this member in another tab)
  useEffect(
    () =>
      onTalkEvent((task) => {
        if (task === taskId) void queryClient.invalidateQueries({ queryKey: taskTalkKey(taskId) });
      }),
    [taskId, queryClient],
  );

  if (talk.isPending)
    return (
      <section className="task-talk" aria-label="沟通记录" aria-busy="true">
        <h2 className="task-talk__title">沟通</h2>
        <p className="task-talk__note">正在加载沟通记录…</p>
      </section>
    );
  if (!talk.data) {
    const code = isBizError(talk.error) ? talk.error.errCode : '';
    if (code === 'forbidden' || code === 'not_found' || code === 'not_logged_in') return null;
    return (
      <section className="task-talk" aria-label="沟通记录">
        <h2 className="task-talk__title">沟通</h2>
        <p className="task-talk__note">
          {code === 'state_conflict' ? '设计师确认接单后，双方即可在这里沟通。' : errorText(talk.error)}
          {code !== 'state_conflict' && (
            <Button type="link" size="small" onClick={() => talk.refetch()}>
              重试
            </Button>
          )}
        </p>
      </section>
    );
  }

  const d = talk.data;
  const submit = (conts: string, attach: string[]) =>
    send.mutateAsync({ id: taskId, conts, attach }).catch((err: unknown) => {
      message.error(isBizError(err) ? (err.fields.conts ?? err.fields.attach ?? err.errMsg) : errorText(err));
      throw err;
    });

  return (
    <section className="task-talk" aria-label="沟通记录">
      <h2 className="task-talk__title">
        与{d.role === 'client' ? '设计师' : '客户'}沟通{d.other ? `：${d.other}` : ''}
      </h2>
      {d.listItem.length === 0 ? (
        <p className="task-talk__note">还没有消息。{d.open ? '打个招呼，说说您的想法吧。' : ''}</p>
      ) : (
        <ConversationMessages items={d.listItem} who={whoOf} label="沟通消息" />
      )}
      {d.open ? (
        <ConversationCompose
          maxChars={MAX_TALK_CHARS}
          maxFiles={MAX_TALK_FILES}
          sending={send.isPending}
          onSend={submit}
        />
      ) : (
        <p className="task-talk__note">任务已完成或关闭，沟通记录只能查看。</p>
      )}
    </section>
  );
}
