import type { PriceRefData } from '@hz/contract/price-guide';
import { type QuoteCategory, quoteCategories, quoteCategoryNames } from '@hz/contract/values/projects';
import { PriceRefNote, perSqm, standing } from '../../../components/price-ref.tsx';

/** What a quotation needs to be set beside the reference: its categories' totals (yuan). */
interface Priced {
  id: number;
  name: string;
  totals: Partial<Record<QuoteCategory, number>>;
}

const linesOf = (q: Priced) => quoteCategories.reduce((a, c) => a + (q.totals[c] ?? 0), 0);

/**
 * Each quotation's price per m² beside the project's reference (issue 32): overall (the nine categories,
 * without the venue's fees, as the reference counts them), and per category where the reference's cell
 * has enough projects with that category. On the client's comparison and the factory's own quotation.
 */
export function QuotePriceRefs({
  data,
  loading,
  area,
  quotes,
}: {
  data: PriceRefData | undefined;
  loading: boolean;
  area: number;
  quotes: Priced[];
}) {
  const ref = data?.ref ?? null;
  const cats = ref ? ref.cats.filter((c) => c.median !== null) : [];
  const shown = quotes.filter((q) => linesOf(q) > 0);
  return (
    <div className="prj-price-refs" data-testid="quote-price-refs">
      <PriceRefNote data={data} loading={loading} title="每平米成交价参考" />
      {ref && area > 0 && shown.length > 0 && (
        <>
          <ul className="prj-price-refs__list">
            {shown.map((q) => {
              const v = linesOf(q) / area;
              return (
                <li key={q.id}>
                  {q.name}：分项合计 {perSqm(v)}（{standing(v, ref).text}）
                </li>
              );
            })}
          </ul>
          {cats.length > 0 && (
            <section
              className="prj-compare__scroll"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
              tabIndex={0}
              aria-label="分类每平米价格与参考，可左右滑动"
            >
              <table className="prj-compare prj-price-refs__table" aria-label="分类每平米价格与参考">
                <thead>
                  <tr>
                    <th scope="col">分类</th>
                    <th scope="col">参考中位数（四分位）</th>
                    {shown.map((q) => (
                      <th key={q.id} scope="col">
                        {q.name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {cats.map((c) => (
                    <tr key={c.cat}>
                      <th scope="row">{quoteCategoryNames[c.cat]}</th>
                      <td>
                        {perSqm(c.median!)}（{perSqm(c.p25!)}–{perSqm(c.p75!)}）
                      </td>
                      {shown.map((q) => (
                        <td key={q.id}>
                          {(q.totals[c.cat] ?? 0) > 0 ? perSqm((q.totals[c.cat] ?? 0) / area) : '—'}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </>
      )}
    </div>
  );
}
