import type { RowProps } from 'antd';
import { ConfigContext } from 'antd/es/config-provider/context';
import RowContext, { type RowContextGutter, type RowContextState } from 'antd/es/grid/RowContext';
import { useRowStyle } from 'antd/es/grid/style';
import { clsx } from 'clsx';
import { forwardRef, useContext } from 'react';

/** What antd's Row gives its columns with no gutter (`[0, undefined]`, its type says otherwise), once. */
const NO_GUTTER: RowContextState = { gutter: [0, undefined] as unknown as RowContextGutter, wrap: undefined };

/**
 * The row inside every `Form.Item` (antd's `form/FormItem/ItemHolder.js` imports it in place of the grid's
 * `Row`: apps/web/vite.config.ts, `antdImportShims`). antd's Row subscribes to the screen's breakpoints in
 * a layout effect (`useBreakpoint`: a `matchMedia` listener per breakpoint, per row) and re-renders at once
 * with them, synchronously after the commit: for a form of fifteen items, a large part of its hydration's
 * one long task (docs/performance.md, 2026-12-07). The breakpoints matter to a Row only for a responsive
 * `gutter`, `justify` or `align`, which a Form.Item never passes; without them antd's Row renders exactly
 * this markup, before and after its breakpoints come. Any of them here is an error, not a silent change.
 */
export const Row = forwardRef<HTMLDivElement, RowProps>(function FormItemRow(
  { prefixCls: customizePrefixCls, className, style, children, gutter, justify, align, wrap, ...others },
  ref,
) {
  if (gutter !== undefined || justify !== undefined || align !== undefined || wrap !== undefined)
    throw new Error(
      'a Form.Item row takes no grid props in this build: see components/antd-form-item-row.tsx',
    );
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('row', customizePrefixCls);
  const [hashId, cssVarCls] = useRowStyle(prefixCls);
  return (
    <RowContext.Provider value={NO_GUTTER}>
      <div
        {...others}
        className={clsx(
          prefixCls,
          { [`${prefixCls}-rtl`]: direction === 'rtl' },
          className,
          hashId,
          cssVarCls,
        )}
        style={style}
        ref={ref}
      >
        {children}
      </div>
    </RowContext.Provider>
  );
});
