import { describe, expect, it } from 'vitest';
import { sentence } from './sentence.ts';

describe('sentence', () => {
  it('ends free text with exactly one full stop', () => {
    expect(sentence('证件照片不清晰')).toBe('证件照片不清晰。');
    expect(sentence('证件照片不清晰。')).toBe('证件照片不清晰。');
    expect(sentence('证件照片不清晰。。 ')).toBe('证件照片不清晰。');
    expect(sentence('  账户名与实名不符.')).toBe('账户名与实名不符。');
    expect(sentence('请补充营业执照，')).toBe('请补充营业执照。');
  });

  it('keeps a closing question or exclamation mark without adding one', () => {
    expect(sentence('图片与展会无关！')).toBe('图片与展会无关！');
    expect(sentence('是否上传错了？')).toBe('是否上传错了？');
  });
});
