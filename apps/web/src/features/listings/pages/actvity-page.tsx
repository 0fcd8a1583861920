import { useSearchParams } from 'react-router';
import {
  LazyListingDetail as ListingDetail,
  LazyListingList as ListingList,
  listingIdOf,
  preloadListing,
} from '../components/lazy-listing.tsx';
import '../listings.css';

/** What it renders lazily for a URL: loaded before a server-rendered page hydrates (lib/preloadable.ts). */
export const preload = preloadListing;

/** `/actvity` (the seed's spelling): the conference search, or with `?id=N` one conference. */
export default function ActvityPage() {
  const [params] = useSearchParams();
  const id = listingIdOf(params);
  return id ? <ListingDetail key={id} kind="huiyi" id={id} /> : <ListingList kind="huiyi" />;
}
