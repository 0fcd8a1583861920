import { useSearchParams } from 'react-router';
import { ListingDetail } from '../components/listing-detail.tsx';
import { ListingList } from '../components/listing-list.tsx';
import '../listings.css';

/** `/actvity` (the seed's spelling): the conference search, or with `?id=N` one conference. */
export default function ActvityPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? (
    <ListingDetail key={id} kind="huiyi" id={id} />
  ) : (
    <ListingList kind="huiyi" />
  );
}
