import { Checkbox, type GetProps } from 'antd';

type Props<T> = GetProps<typeof Checkbox.Group<T>> & { 'aria-required'?: unknown };

/**
 * antd's checkbox group for a form item with a required rule: the form item marks its control
 * `aria-required`, which a group (role `group`) may not carry (axe-core's aria-allowed-attr, critical);
 * the label's required mark and the rule's message say it instead.
 */
export function CheckboxGroup<T = string>({ 'aria-required': _required, ...props }: Props<T>) {
  return <Checkbox.Group<T> {...props} />;
}
