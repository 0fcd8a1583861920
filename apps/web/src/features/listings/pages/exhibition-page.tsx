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

/** `/exhibition`: the exhibition search, or with `?id=N` one exhibition. */
export default function ExhibitionPage() {
  const [params] = useSearchParams();
  const id = listingIdOf(params);
  return id ? <ListingDetail key={id} kind="huizhan" id={id} /> : <ListingList kind="huizhan" />;
}
