import { Form } from 'antd';
import { PriceRefNote } from '../../../components/price-ref.tsx';
import { usePriceRef } from '../../price-guide/api/price-guide.ts';
import type { FormValues } from './wizard-model.ts';

/**
 * The price reference of the booth the earlier steps describe (issue 32): its city, type and size, and the
 * budget typed per m² beside it. Nothing until the city and the size are known.
 */
export function BudgetReference({ simple }: { simple: boolean }) {
  const form = Form.useFormInstance<FormValues>();
  const v = (Form.useWatch([], { form, preserve: true }) ?? {}) as FormValues;
  const { region, length, width, height, opens, layer, coins } = v;
  const city = region?.[1];
  const area = length && width && length > 0 && width > 0 ? length * width : 0;
  const body =
    city && length && width && area > 0
      ? {
          city,
          length,
          width,
          height: simple ? 2.5 : height && height > 0 ? height : 4,
          opens: opens ?? 1,
          layer: simple ? 1 : layer === 2 ? 2 : 1,
        }
      : null;
  const ref = usePriceRef(body as Parameters<typeof usePriceRef>[0]);
  if (!body) return null;
  return (
    <PriceRefNote
      data={ref.data}
      loading={ref.isPending}
      budget={typeof coins === 'number' ? coins : undefined}
      area={area}
    />
  );
}
