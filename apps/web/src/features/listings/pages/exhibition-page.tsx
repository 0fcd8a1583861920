import { useSearchParams } from 'react-router';
import { ListingDetail } from '../components/listing-detail.tsx';
import { ListingList } from '../components/listing-list.tsx';
import '../listings.css';

/** `/exhibition`: the exhibition search, or with `?id=N` one exhibition. */
export default function ExhibitionPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? (
    <ListingDetail key={id} kind="huizhan" id={id} />
  ) : (
    <ListingList kind="huizhan" />
  );
}
