import { useQuery } from '@tanstack/react-query';
import {
  App,
  Button,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Space,
  Switch,
  Table,
  type TableProps,
  Tag,
} from 'antd';
import { useState } from 'react';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { isBizError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { allMenusTreeOptions, type ModelMenuNode } from '../../models/api/menus-tree.ts';
import { useModelMenuDelete } from '../api/model-menu-delete.ts';
import { useModelMenuSave } from '../api/model-menu-save.ts';
import '../admin.css';

interface Row {
  id: number;
  name: string;
  sort: number;
  hidden: boolean;
  /** null: a top category. */
  parentId: number | null;
  childCount: number;
  children?: Row[];
}

interface Values {
  name: string;
  parentId: number | null;
  sort: number;
  hidden: boolean;
}

const TOP = 0;

function rowsOf(tree: readonly ModelMenuNode[]): Row[] {
  return tree.map((t) => ({
    id: t.id,
    name: t.name,
    sort: t.sort,
    hidden: t.hidden,
    parentId: null,
    childCount: t.children.length,
    children: t.children.map((c) => ({
      id: c.id,
      name: c.name,
      sort: c.sort,
      hidden: c.hidden,
      parentId: t.id,
      childCount: 0,
    })),
  }));
}

/**
 * `/admin/modelMenus` 模型分类: the 3D model category tree (two levels) with hidden categories, edited
 * by operators: add (a top category or a child), rename, move under another top category, reorder,
 * hide, and delete one that holds no model and no child (issue 15; the server refuses the rest with a
 * message).
 */
export default function ModelMenusPage() {
  const { message, modal } = App.useApp();
  const tree = useQuery(allMenusTreeOptions());
  const save = useModelMenuSave();
  const remove = useModelMenuDelete();
  const [form] = Form.useForm<Values>();
  /** The category being edited (`id`), or a new one (`id` undefined); closed when null. */
  const [editing, setEditing] = useState<{ id?: number; childCount: number } | null>(null);

  const rows = rowsOf(tree.data ?? []);
  const tops = rows.map((r) => ({ value: r.id, label: r.name }));

  const open = (r: Row | null, parentId: number | null = null) => {
    setEditing({ id: r?.id, childCount: r?.childCount ?? 0 });
    form.resetFields();
    form.setFieldsValue(
      r
        ? { name: r.name, parentId: r.parentId ?? TOP, sort: r.sort, hidden: r.hidden }
        : { name: '', parentId: parentId ?? TOP, sort: 0, hidden: false },
    );
  };

  const submit = async (v: Values) => {
    try {
      await save.mutateAsync({
        ...(editing?.id ? { id: editing.id } : {}),
        name: v.name.trim(),
        parentId: v.parentId === TOP ? null : v.parentId,
        sort: v.sort ?? 0,
        hidden: v.hidden ?? false,
      });
      message.success(editing?.id ? '分类已保存' : '分类已添加');
      setEditing(null);
    } catch (err) {
      if (!applyServerErrors(form, err, ['name', 'parentId', 'sort']))
        message.error(isBizError(err) ? err.errMsg : '保存失败，请稍后重试');
    }
  };

  const confirmDelete = (r: Row) =>
    modal.confirm({
      title: `删除分类“${r.name}”？`,
      content: '只能删除没有模型、也没有下级分类的分类；不想再使用的分类也可以隐藏。',
      okText: '确认删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () =>
        remove
          .mutateAsync({ id: r.id })
          .then(() => message.success('分类已删除'))
          .catch((err) => message.error(isBizError(err) ? err.errMsg : '删除失败，请稍后重试')),
    });

  const columns: TableProps<Row>['columns'] = [
    { title: '分类名称', dataIndex: 'name', key: 'name' },
    { title: '排序', dataIndex: 'sort', key: 'sort', width: 80 },
    {
      title: '状态',
      key: 'hidden',
      width: 90,
      render: (_, r) => (r.hidden ? <Tag>已隐藏</Tag> : <Tag color="green">显示中</Tag>),
    },
    {
      title: '操作',
      key: 'actions',
      render: (_, r) => (
        <Space wrap size={4}>
          <Button size="small" onClick={() => open(r)} aria-label={`编辑 ${r.name}`}>
            编辑
          </Button>
          {r.parentId === null && (
            <Button size="small" onClick={() => open(null, r.id)} aria-label={`新增下级 ${r.name}`}>
              新增下级
            </Button>
          )}
          <Button size="small" danger onClick={() => confirmDelete(r)} aria-label={`删除 ${r.name}`}>
            删除
          </Button>
        </Space>
      ),
    },
  ];

  const editingTop = editing?.id !== undefined && rows.some((r) => r.id === editing.id);
  return (
    <div className="admin-page">
      <PageHeader title="模型分类">
        <Button type="primary" onClick={() => open(null)}>
          新增分类
        </Button>
      </PageHeader>
      <p className="card-hint">
        分类最多两级。隐藏的分类不在模型库和上传表单中出现，已有模型仍可访问；有模型或下级分类的分类不能删除。
      </p>
      {tree.isError ? (
        <LoadFailed title="分类加载失败" onRetry={() => tree.refetch()} />
      ) : (
        <Table<Row>
          // mounted again once the tree arrives, so that every top category opens
          key={rows.length}
          className="admin-table"
          rowKey="id"
          size="middle"
          loading={tree.isPending}
          columns={columns}
          dataSource={rows}
          pagination={false}
          expandable={{ defaultExpandAllRows: true }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: '还没有分类' }}
        />
      )}
      <Modal
        open={editing !== null}
        title={editing?.id ? '编辑分类' : '新增分类'}
        okText="保存"
        cancelText="取消"
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item
            name="name"
            label="分类名称"
            rules={[
              { required: true, whitespace: true, message: '请输入分类名称' },
              { max: 20, message: '分类名称最多20个字' },
            ]}
          >
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item
            name="parentId"
            label="上级分类"
            extra={
              editingTop && (editing?.childCount ?? 0) > 0
                ? '有下级分类的一级分类不能移到其他分类下'
                : undefined
            }
          >
            <Select
              disabled={editingTop && (editing?.childCount ?? 0) > 0}
              options={[
                { value: TOP, label: '无（一级分类）' },
                ...tops.filter((t) => t.value !== editing?.id),
              ]}
            />
          </Form.Item>
          <Form.Item name="sort" label="排序" extra="数字越小越靠前">
            <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="hidden" label="隐藏" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
