import { describe, expect, it } from 'vitest';
import { multiLineText, singleLineText } from './fields.ts';
import { textField } from './publish-fields.ts';

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('plain-text rules', () => {
  const bad = [
    '\u0000',
    '\u0007',
    '\t',
    '\u001B',
    '\u007F',
    '\u0085',
    '\u202A',
    '\u202E',
    '\u2066',
    '\u2069',
    '\u200E',
    '\u061C',
  ];

  it('single line: trimmed; no CR, LF, C0/C1 control or bidi control anywhere', () => {
    const s = singleLineText('昵称').max(10);
    expect(s.parse('  林晓 ')).toBe('林晓');
    expect(s.parse('a\n')).toBe('a'); // trailing whitespace is trimmed, not refused
    for (const c of [...bad, '\n', '\r', '\u2028', '\u2029']) {
      const r = s.safeParse(`林${c}晓`);
      expect(r.success, JSON.stringify(c)).toBe(false);
      expect(message(r)).toBe('昵称不能包含换行、控制字符或文字方向控制符');
    }
    // emoji sequences (zero-width joiner) and other scripts stay
    expect(s.parse('👩‍💻 مرحبا')).toBe('👩‍💻 مرحبا');
  });

  it('multi line: CRLF and CR become LF; LF stays; every other control and bidi control is refused', () => {
    const s = multiLineText('简介');
    expect(s.parse('一\r\n二\r三\n四\n\n')).toBe('一\n二\n三\n四');
    for (const c of bad) {
      const r = s.safeParse(`一${c}二`);
      expect(r.success, JSON.stringify(c)).toBe(false);
      expect(message(r)).toBe('简介不能包含控制字符或文字方向控制符');
    }
  });

  it("the publish forms' text fields are single-line", () => {
    const title = textField('标题', 4, 60);
    expect(title.parse(' 2031上海车展 ')).toBe('2031上海车展');
    expect(message(title.safeParse('2031上海\n车展'))).toBe('标题不能包含换行、控制字符或文字方向控制符');
    expect(message(title.safeParse('2031上海\u202E车展'))).toBe('标题不能包含换行、控制字符或文字方向控制符');
  });
});
