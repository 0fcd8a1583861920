import PublishPage from './publish-page.tsx';

/** `/publishEdit?id=N`: the publish form on one's own task. */
export default function PublishEditPage() {
  return <PublishPage edit />;
}
