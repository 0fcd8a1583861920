import { App, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { href, paths } from '../../../config/paths.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { useAddShowModel, useMyShows } from '../../shows/api/shows.ts';
import { showPlanHref } from '../../shows/api/show-links.ts';

/**
 * 用于我的展会 (decision 064): picks one of the member's shows (not ended) and adds the model to its plan;
 * afterwards links to that plan.
 */
export function UseForShowModal({ modelId, onClose }: { modelId: number; onClose: () => void }) {
  const shows = useMyShows();
  const add = useAddShowModel();
  const { message } = App.useApp();
  const [picked, setPicked] = useState<string>();
  const [done, setDone] = useState<string>();
  const open = (shows.data?.listItem ?? []).filter((s) => !s.ended);
  const keyOf = (s: { exhibition: number; showname: string }) =>
    s.exhibition > 0 ? `e${s.exhibition}` : `s${s.showname}`;
  const chosen = open.find((s) => keyOf(s) === picked);
  const submit = () => {
    if (!chosen) return;
    add.mutate(
      { exhibition: chosen.exhibition, showname: chosen.exhibition > 0 ? '' : chosen.showname, modelId },
      {
        onSuccess: () => {
          message.success('已用于该展会');
          setDone(showPlanHref(chosen));
        },
        onError: reportError,
      },
    );
  };
  return (
    <Modal
      open
      title="用于我的展会"
      okText={done ? '完成' : '确定'}
      cancelText="取消"
      okButtonProps={{ disabled: !done && !chosen, loading: add.isPending }}
      onOk={done ? onClose : submit}
      onCancel={onClose}
      destroyOnHidden
    >
      {done ? (
        <p>
          模型已加入参展计划。<Link to={done}>查看参展计划</Link>
        </p>
      ) : shows.data && open.length === 0 ? (
        <p>
          还没有进行中的展会：在展会页面点「我要参展」，或发布设计任务、搭建项目后再来。
          <Link to={href(paths.shows.path)}>我的展会</Link>
        </p>
      ) : (
        <Form layout="vertical">
          <Form.Item label="选择展会" htmlFor="use-for-show">
            <Select
              id="use-for-show"
              loading={shows.isPending}
              placeholder="选择一个展会"
              value={picked}
              onChange={setPicked}
              options={open.map((s) => ({
                value: keyOf(s),
                label: s.sdate ? `${s.showname}（${s.sdate}）` : s.showname,
              }))}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
