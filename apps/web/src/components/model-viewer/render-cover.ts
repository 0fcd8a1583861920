import {
  Box3,
  Color,
  DirectionalLight,
  HemisphereLight,
  Mesh,
  PerspectiveCamera,
  Scene,
  SRGBColorSpace,
  Vector3,
  WebGLRenderer,
} from 'three';
import { MeshoptDecoder } from 'three/addons/libs/meshopt_decoder.module.js';
import { GLTFLoader } from 'three/addons/loaders/GLTFLoader.js';

export const COVER_WIDTH = 800;
export const COVER_HEIGHT = 600;

/**
 * Renders one still of a local GLB or glTF file (the member's own file, before upload) in an offscreen
 * three.js scene: the viewer's 展厅 lighting, the model framed from the front-right above, 800×600.
 * WebP where the browser encodes it, else PNG. Reached only through a dynamic import, so three.js is
 * fetched when the member asks for it (the same three.js chunk as the viewer).
 * A glTF whose buffers or textures are separate files cannot be read here (they are not uploaded with it):
 * it rejects, and the member uploads a cover image instead.
 */
export async function renderModelCover(file: Blob): Promise<Blob> {
  const data = await file.arrayBuffer();
  const loader = new GLTFLoader().setMeshoptDecoder(MeshoptDecoder);
  const gltf = await loader.parseAsync(data, '');
  const object = gltf.scene;

  const canvas = document.createElement('canvas');
  const renderer = new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
  try {
    renderer.outputColorSpace = SRGBColorSpace;
    renderer.setPixelRatio(1);
    renderer.setSize(COVER_WIDTH, COVER_HEIGHT, false);
    const scene = new Scene();
    scene.background = new Color('#f3f5f8');
    scene.add(new HemisphereLight(0xffffff, 0xb0b4bc, 1.1));
    for (const [intensity, x, y, z] of [
      [1.6, 4, 8, 6],
      [0.5, -6, 3, -4],
    ] as const) {
      const l = new DirectionalLight(0xffffff, intensity);
      l.position.set(x, y, z);
      scene.add(l);
    }
    scene.add(object);

    // frame it as the viewer's first view does: the bounding sphere fills the picture
    const camera = new PerspectiveCamera(35, COVER_WIDTH / COVER_HEIGHT, 0.01, 10_000);
    const box = new Box3().setFromObject(object);
    if (box.isEmpty()) throw new Error('the model has nothing to draw');
    const centre = box.getCenter(new Vector3());
    const radius = Math.max(box.getSize(new Vector3()).length() / 2, 0.01);
    const distance = radius / Math.sin((camera.fov * Math.PI) / 360);
    camera.position.copy(centre).add(new Vector3(1, 0.7, 1.2).normalize().multiplyScalar(distance * 1.05));
    camera.near = distance / 100;
    camera.far = distance * 100;
    camera.updateProjectionMatrix();
    camera.lookAt(centre);
    renderer.render(scene, camera);

    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', 0.9));
    if (!blob) throw new Error('the canvas gave no image');
    return blob;
  } finally {
    object.traverse((o) => {
      if (o instanceof Mesh) {
        o.geometry.dispose();
        for (const m of [o.material].flat()) m.dispose();
      }
    });
    renderer.dispose();
    renderer.forceContextLoss();
  }
}
