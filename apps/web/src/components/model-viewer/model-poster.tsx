import { imageLoading, imageSources, POSTER_SIZES } from '../../lib/image-sources.ts';

/** What the viewer shows: the derived preview GLB, the poster (cover) and the dimensions processing read. */
export interface ModelViewerProps {
  /** `/preview/model/<id>`: the optimised preview, never the original file (decision 030). */
  src: string;
  poster: string;
  title: string;
  /** Metres, from processing; else measured from the loaded model. */
  dims: { x: number; y: number; z: number } | null;
}

/** The poster with a line over it: while the viewer loads, and as the fallback picture. */
export function ModelPoster({ poster, title, note }: { poster: string; title: string; note: string }) {
  return (
    <div className="model-viewer model-viewer--poster" data-testid="model-poster">
      {poster ? (
        // the page's largest picture, fetched at once (the box is `.model-viewer`'s)
        <img
          className="model-viewer__poster"
          {...imageSources(poster, POSTER_SIZES)}
          alt={`${title}封面`}
          width={800}
          height={600}
          {...imageLoading(true)}
        />
      ) : (
        <div className="model-viewer__poster model-viewer__poster--none" aria-hidden="true" />
      )}
      <p className="model-viewer__note" role="status">
        {note}
      </p>
    </div>
  );
}
