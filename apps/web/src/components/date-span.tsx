/**
 * `2026-05-01 至 2026-05-03` (or the one day) where each date stays whole: a narrow line breaks between
 * the dates, never inside one (a browser may break after a hyphen).
 */
export function DateSpan({ sdate, edate }: { sdate: string; edate: string }) {
  if (!sdate || !edate || sdate === edate) return <span className="nowrap">{sdate || edate}</span>;
  return (
    <>
      <span className="nowrap">{sdate}</span> 至 <span className="nowrap">{edate}</span>
    </>
  );
}
