import { taskStyles } from '@hz/contract/tasks';
import { Form, Radio, Select } from 'antd';

/**
 * The booth's fields that a design task, an ordered design service and a build project ask alike: 层数
 * (`layer`), 开口数 (`opens`) and 设计风格 (`style`).
 */

/** 层数: 单层 or 双层 (`layer` 1 or 2). */
export function LayerField() {
  return (
    <Form.Item name="layer" label="层数" rules={[{ required: true, message: '请选择单层或双层' }]}>
      <Radio.Group
        options={[
          { value: 1, label: '单层' },
          { value: 2, label: '双层' },
        ]}
      />
    </Form.Item>
  );
}

/** 开口数 (`opens` 1 to 4). */
export function OpensField() {
  return (
    <Form.Item name="opens" label="开口数" rules={[{ required: true, message: '请选择开口数' }]}>
      <Select aria-label="开口数" options={[1, 2, 3, 4].map((n) => ({ value: n, label: `${n}面开口` }))} />
    </Form.Item>
  );
}

/** 设计风格 (`style`), one of the contract's styles. */
export function StyleField() {
  return (
    <Form.Item name="style" label="设计风格" rules={[{ required: true, message: '请选择设计风格' }]}>
      <Select
        aria-label="设计风格"
        placeholder="请选择"
        options={taskStyles.map((s) => ({ value: s, label: s }))}
      />
    </Form.Item>
  );
}
