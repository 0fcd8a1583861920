import type { ModelChoice, PlanModel, ShowKey } from '@hz/contract/shows';
import { App, Button, Card, Modal, Popconfirm, Skeleton, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { useAddShowModel, useRemoveShowModel, useShowModelChoices } from '../api/shows.ts';

const sourceWords: Readonly<Record<ModelChoice['source'], string>> = {
  own: '我上传的',
  bought: '已购买',
  favorite: '已收藏',
};

/** A model's cover, title, author and format, linked to its page while it is available. */
function ModelLine({ m, extra }: { m: PlanModel; extra?: ReactNode }) {
  return (
    <li className="plan-model">
      {m.cover ? (
        <img className="plan-model__cover" src={m.cover} alt="" width={64} height={48} loading="lazy" />
      ) : (
        <span className="plan-model__cover plan-model__cover--none" aria-hidden />
      )}
      <div className="plan-model__body">
        {m.link ? (
          <Link to={m.link} className="plan-model__title">
            {m.title}
          </Link>
        ) : (
          <span className="plan-model__title">{m.title}</span>
        )}
        <div className="plan-deal__meta">
          <span>作者 {m.author}</span>
          <Tag>{m.format.toUpperCase()}</Tag>
          {!m.available && <Tag color="orange">已下架</Tag>}
        </div>
      </div>
      {extra}
    </li>
  );
}

/** 添加3D模型: the member's uploads, purchases and favourites, each with 使用 (or 已添加). */
function ChooseModels({ show, used, onClose }: { show: ShowKey; used: Set<number>; onClose: () => void }) {
  const choices = useShowModelChoices(true);
  const add = useAddShowModel();
  const { message } = App.useApp();
  const list = choices.data?.listItem ?? [];
  return (
    <Modal open title="添加3D模型" footer={null} onCancel={onClose} destroyOnHidden>
      {choices.isPending ? (
        <Skeleton active />
      ) : list.length === 0 ? (
        <p className="shows-empty">
          还没有可用的模型：在 <Link to={paths.modelCenter.path}>3D模型库</Link> 收藏或购买模型，或
          <Link to={paths.uploadModel.path}>上传自己的模型</Link>。
        </p>
      ) : (
        <ul className="plan-models" aria-label="可添加的模型">
          {list.map((m) => (
            <ModelLine
              key={m.id}
              m={m}
              extra={
                <div className="plan-model__act">
                  <Tag>{sourceWords[m.source]}</Tag>
                  <Button
                    size="small"
                    type={used.has(m.id) ? 'default' : 'primary'}
                    disabled={used.has(m.id)}
                    loading={add.isPending && add.variables?.modelId === m.id}
                    onClick={() =>
                      add.mutate(
                        { ...show, modelId: m.id },
                        { onSuccess: () => message.success('已添加到参展计划'), onError: reportError },
                      )
                    }
                  >
                    {used.has(m.id) ? '已添加' : '使用'}
                  </Button>
                </div>
              }
            />
          ))}
        </ul>
      )}
    </Modal>
  );
}

/**
 * 展会使用的3D模型 (decision 064): the models the member uses for the show, each removable; 添加3D模型 picks
 * from their uploads, purchases and favourites (the model's own page has 用于我的展会).
 */
export function PlanModels({ show, models }: { show: ShowKey; models: PlanModel[] }) {
  const [choosing, setChoosing] = useState(false);
  const remove = useRemoveShowModel();
  return (
    <Card
      className="pc-card"
      title={`使用的3D模型（${models.length}）`}
      extra={
        <Button type="link" className="plan-models__add" onClick={() => setChoosing(true)}>
          添加3D模型
        </Button>
      }
      data-testid="plan-models"
    >
      {models.length === 0 ? (
        <p className="shows-empty">
          还没有模型：从我上传、购买或收藏的模型中添加，或在模型页面点「用于我的展会」。
        </p>
      ) : (
        <ul className="plan-models">
          {models.map((m) => (
            <ModelLine
              key={m.id}
              m={m}
              extra={
                <Popconfirm
                  title="从参展计划中移除这个模型？"
                  okText="移除"
                  cancelText="取消"
                  onConfirm={() => remove.mutate({ ...show, modelId: m.id }, { onError: reportError })}
                >
                  <Button size="small" type="text" danger aria-label={`移除 ${m.title}`}>
                    移除
                  </Button>
                </Popconfirm>
              }
            />
          ))}
        </ul>
      )}
      {choosing && (
        <ChooseModels
          show={show}
          used={new Set(models.map((m) => m.id))}
          onClose={() => setChoosing(false)}
        />
      )}
    </Card>
  );
}
