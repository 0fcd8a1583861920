import { describe, expect, it } from 'vitest';
import { imageLoading, imageSources } from './image-sources.ts';

const id = 'fAbCdEfGhIjKlMnOpQrStUvWx';

describe('imageSources', () => {
  it('offers the stored copies of an uploaded image, from the file or its thumbnail', () => {
    for (const url of [`/files/${id}`, `/files/${id}/thumb`]) {
      expect(imageSources(url, '100vw')).toEqual({
        src: url,
        srcSet: `/files/${id}/thumb 320w, /files/${id}/w640 640w, /files/${id}/w1280 1280w`,
        sizes: '100vw',
      });
    }
  });

  it('leaves any other address as it is', () => {
    for (const url of [
      '',
      'blob:http://x/1',
      'https://example.com/a.jpg',
      `/files/${id}/w640`,
      '/files/short',
    ])
      expect(imageSources(url, '100vw')).toEqual({ src: url });
  });

  it('fetches the first picture at once with high priority, the others lazily', () => {
    expect(imageLoading(true)).toEqual({ loading: 'eager', fetchPriority: 'high' });
    expect(imageLoading(false)).toEqual({ loading: 'lazy', decoding: 'async' });
  });
});
