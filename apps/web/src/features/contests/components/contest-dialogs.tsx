import { CONTEST_DAYS, MAX_ENTRY_FILES, MAX_ENTRY_PICS } from '@hz/contract/values/contests';
import { Checkbox, Form, Input, Select } from 'antd';
import { CheckboxGroup } from '../../../components/checkbox-group.tsx';
import { FileField, type TaskFile } from '../../../components/file-upload.tsx';
import { FormModal } from '../../../components/form-modal.tsx';
import { requiredText } from '../../../lib/form-rules.ts';
import type { ContestDetail } from '../api/contest-info.ts';
import { useExtendContest } from '../api/contest-extend.ts';
import { useChooseWinners } from '../api/choose-winners.ts';
import { useCommentEntry } from '../api/entry-comment.ts';
import { useEditEntry } from '../api/entry-edit.ts';
import { useHandOver } from '../api/entry-handover.ts';
import type { ContestEntry } from '../api/entry-list.ts';
import { useSubmitEntry } from '../api/entry-submit.ts';
import { useNameFinalists } from '../api/name-finalists.ts';
import { EntryPicsField } from './entry-pics.tsx';
import { placeName, yuan } from './contest-format.ts';

interface EntryValues {
  conts: string;
  pics: TaskFile[];
  attach: TaskFile[];
  show: boolean;
}

/** 提交参赛稿件 / 修改稿件: the pictures, the files, the text and whether it may be public after the results. */
export function EntryModal({
  contest,
  entry,
  open,
  onClose,
}: {
  contest: ContestDetail;
  /** The entry edited; a new one without it. */
  entry?: ContestEntry;
  open: boolean;
  onClose: () => void;
}) {
  const submit = useSubmitEntry();
  const edit = useEditEntry();
  const initial: EntryValues = entry
    ? { conts: entry.conts, pics: entry.pics, attach: entry.attach, show: entry.show }
    : { conts: '', pics: [], attach: [], show: false };
  return (
    <FormModal<EntryValues>
      open={open}
      title={entry ? `修改稿件 #${entry.n}` : '提交参赛稿件'}
      okText={entry ? '保存修改' : '提交稿件'}
      onClose={onClose}
      initial={initial}
      fields={['conts', 'pics', 'attach', 'show']}
      success={entry ? '稿件已修改' : '稿件已提交，征稿截止前可修改或撤回'}
      submit={(v) => {
        const body = {
          conts: v.conts.trim(),
          pics: v.pics.map((f) => f.id),
          attach: v.attach.map((f) => f.id),
          show: v.show,
        };
        return entry
          ? edit.mutateAsync({ ...body, id: entry.id })
          : submit.mutateAsync({ ...body, id: contest.id });
      }}
    >
      <p className="card-hint">
        奖金 {yuan(contest.prize)}，{contest.winners}名获奖。
        {contest.blind
          ? '暗标比稿：其他参赛者看不到您的稿件。'
          : '明标比稿：审核通过的比稿中，其他人可以看到参赛稿件。'}
      </p>
      <EntryPicsField max={MAX_ENTRY_PICS} />
      <Form.Item
        name="conts"
        label="设计说明"
        rules={[
          requiredText('请填写设计说明'),
          { min: 10, message: '设计说明至少10个字' },
          { max: 3000, message: '设计说明最多3000个字' },
        ]}
      >
        <Input.TextArea rows={5} maxLength={3000} placeholder="设计思路、分区、材料与灯光等" />
      </Form.Item>
      <FileField
        name="attach"
        label="附件"
        max={MAX_ENTRY_FILES}
        extra="PDF 或图片，单个不超过20MB"
        testId="entry-attach"
      />
      {contest.blind && (
        <Form.Item name="show" valuePropName="checked">
          <Checkbox>评选结束后允许公开展示这份稿件</Checkbox>
        </Form.Item>
      )}
    </FormModal>
  );
}

/** 点评: a private comment the entry's author reads (and nobody else). */
export function CommentModal({ entry, onClose }: { entry?: ContestEntry; onClose: () => void }) {
  const comment = useCommentEntry();
  return (
    <FormModal<{ conts: string }>
      open={entry !== undefined}
      title={entry ? `点评稿件 #${entry.n}` : '点评稿件'}
      okText="发送点评"
      onClose={onClose}
      initial={{ conts: entry?.comment ?? '' }}
      fields={['conts']}
      success="点评已发送给作者"
      submit={(v) => comment.mutateAsync({ id: entry?.id ?? 0, conts: v.conts.trim() })}
    >
      <p className="card-hint">点评只有这份稿件的作者能看到。</p>
      <Form.Item
        name="conts"
        label="点评"
        rules={[
          requiredText('请填写点评'),
          { min: 2, message: '点评至少2个字' },
          { max: 500, message: '点评最多500个字' },
        ]}
      >
        <Input.TextArea rows={4} maxLength={500} placeholder="如 色彩很好，洽谈区再大一些" />
      </Form.Item>
    </FormModal>
  );
}

/** 提交源文件: a winner's final files and a note; the client then accepts. */
export function HandoverModal({ entry, onClose }: { entry?: ContestEntry; onClose: () => void }) {
  const handover = useHandOver();
  return (
    <FormModal<{ conts: string; attach: TaskFile[] }>
      open={entry !== undefined}
      title="提交源文件"
      okText="提交源文件"
      onClose={onClose}
      initial={{ conts: '', attach: [] }}
      fields={['conts', 'attach']}
      success="源文件已提交，等待发布方验收"
      submit={(v) =>
        handover.mutateAsync({ id: entry?.id ?? 0, conts: v.conts.trim(), attach: v.attach.map((f) => f.id) })
      }
    >
      <p className="card-hint">发布方验收后（或7天后自动验收），奖金扣除平台服务费后结算到您的余额。</p>
      <FileField
        name="attach"
        label="源文件"
        max={MAX_ENTRY_FILES}
        required="请上传源文件"
        extra="效果图原图、施工图等，PDF 或图片，单个不超过20MB"
        testId="handover-attach"
      />
      <Form.Item
        name="conts"
        label="交付说明"
        rules={[requiredText('请填写交付说明'), { max: 3000, message: '交付说明最多3000个字' }]}
      >
        <Input.TextArea rows={3} maxLength={3000} placeholder="文件清单、施工注意事项等" />
      </Form.Item>
    </FormModal>
  );
}

/** 延长征稿期: once, 3–14 more days, when no entry came. */
export function ExtendModal({
  contest,
  open,
  onClose,
}: {
  contest: ContestDetail;
  open: boolean;
  onClose: () => void;
}) {
  const extend = useExtendContest();
  const options = Array.from({ length: CONTEST_DAYS.entryMax - CONTEST_DAYS.entryMin + 1 }, (_, i) => {
    const n = CONTEST_DAYS.entryMin + i;
    return { value: n, label: `${n}天` };
  });
  return (
    <FormModal<{ edays: number }>
      open={open}
      title="延长征稿期"
      okText="确认延长"
      onClose={onClose}
      initial={{ edays: 7 }}
      fields={['edays']}
      success="征稿期已延长"
      submit={(v) => extend.mutateAsync({ id: contest.id, edays: v.edays })}
    >
      <p className="card-hint">征稿期只能延长一次；延长后仍无人投稿，可关闭比稿全额退回奖金。</p>
      <Form.Item name="edays" label="延长天数" rules={[{ required: true, message: '请选择延长天数' }]}>
        <Select aria-label="延长天数" options={options} />
      </Form.Item>
    </FormModal>
  );
}

const entryOption = (e: ContestEntry) => ({
  value: e.id,
  label: `#${e.n} ${e.designer.name}${e.rating ? ` · ${e.rating}分` : ''}${e.finalist ? ' · 入围' : ''}`,
});

/** 选定入围稿件: up to `finals` entries in the running; they revise for a few days. */
export function FinalistsModal({
  contest,
  entries,
  open,
  onClose,
}: {
  contest: ContestDetail;
  entries: ContestEntry[];
  open: boolean;
  onClose: () => void;
}) {
  const name = useNameFinalists();
  const running = entries.filter((e) => e.status === 'active');
  return (
    <FormModal<{ entries: number[] }>
      open={open}
      title="选定入围稿件"
      okText="确认入围"
      onClose={onClose}
      initial={{ entries: [] }}
      fields={['entries']}
      success="已选定入围稿件，入围者开始修改"
      submit={(v) => name.mutateAsync({ id: contest.id, entries: v.entries })}
    >
      <p className="card-hint">
        最多选{contest.finals}
        份。入围后奖金不再退回：评选期结束仍未选定获奖者时，奖金由入围者平分。此操作不可撤销。
      </p>
      <Form.Item
        name="entries"
        label="入围稿件"
        rules={[
          {
            required: true,
            type: 'array',
            min: 1,
            max: contest.finals,
            message: `请选择1–${contest.finals}份稿件`,
          },
        ]}
      >
        <CheckboxGroup<number> className="contest-pick" options={running.map(entryOption)} />
      </Form.Item>
    </FormModal>
  );
}

/** 选定获奖稿件: one entry per place, first place first; the shares are fixed as published. */
export function WinnersModal({
  contest,
  entries,
  open,
  onClose,
}: {
  contest: ContestDetail;
  entries: ContestEntry[];
  open: boolean;
  onClose: () => void;
}) {
  const choose = useChooseWinners();
  const eligible = entries.filter((e) => e.status === 'active' && (contest.finals === 0 || e.finalist));
  const places = contest.shares.map((s) => s.place);
  return (
    <FormModal<{ places: (number | undefined)[] }>
      open={open}
      title="选定获奖稿件"
      okText="确认获奖者"
      onClose={onClose}
      initial={{ places: places.map(() => undefined) }}
      fields={['entries']}
      success="已选定获奖者，等待获奖者提交源文件"
      submit={(v) =>
        choose.mutateAsync({ id: contest.id, entries: v.places.filter((x): x is number => x !== undefined) })
      }
    >
      <p className="card-hint">
        获奖者提交源文件、您验收后，奖金按名次支付（平台服务费从获奖者所得中扣除）。选定后不能更改。
      </p>
      {contest.shares.map((s, i) => (
        <Form.Item
          key={s.place}
          name={['places', i]}
          label={`${placeName(s.place)}（${yuan(s.amount)}）`}
          dependencies={places.map((_, j) => ['places', j])}
          rules={[
            { required: true, message: `请选择${placeName(s.place)}` },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                places.some((_, j) => j !== i && getFieldValue(['places', j]) === value)
                  ? Promise.reject(new Error('同一份稿件不能获得两个名次'))
                  : Promise.resolve(),
            }),
          ]}
        >
          <Select
            aria-label={placeName(s.place)}
            placeholder="选择稿件"
            options={eligible.map(entryOption)}
          />
        </Form.Item>
      ))}
    </FormModal>
  );
}
