import type { FormRule } from 'antd';
import { chinaToday } from './format.ts';

/** A landline (`010-12345678`, with an optional extension), a 400/800 number or a mobile. */
export const CONTACT_PHONE_PATTERN = /^(0\d{2,3}-?\d{7,8}(-\d{1,6})?|[48]00-?\d{3}-?\d{4}|1[3-9]\d{9})$/;

/** Required, and not only spaces. */
export const requiredText = (message: string): FormRule => ({ required: true, whitespace: true, message });

/** `标题为4到60个字`. */
export const lengthRule = (label: string, min: number, max: number): FormRule => ({
  min,
  max,
  message: `${label}为${min}到${max}个字`,
});

/** A `YYYY-MM-DD` date that is today (in China) or later: `展会开始日期不能早于今天`. */
export const notPast = (label: string): FormRule => ({
  validator: (_, v: string | undefined) =>
    !v || v >= chinaToday() ? Promise.resolve() : Promise.reject(new Error(`${label}不能早于今天`)),
});

/** A date that must not fall after (`before`) or before (`after`) another field's date. */
export const dateOrder =
  (other: string, rule: 'before' | 'after', message: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_, v: string | undefined) => {
      const o = getFieldValue(other) as string | undefined;
      return !v || !o || (rule === 'before' ? v <= o : v >= o)
        ? Promise.resolve()
        : Promise.reject(new Error(message));
    },
  });
