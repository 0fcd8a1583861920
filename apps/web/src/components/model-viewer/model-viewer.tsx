import { CompressOutlined, ExpandOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Segmented } from 'antd';
import { useEffect, useRef, useState } from 'react';
import {
  AmbientLight,
  Box3,
  Color,
  DirectionalLight,
  HemisphereLight,
  type Light,
  Mesh,
  type Object3D,
  PerspectiveCamera,
  Scene,
  SRGBColorSpace,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import { MeshoptDecoder } from 'three/addons/libs/meshopt_decoder.module.js';
import { GLTFLoader } from 'three/addons/loaders/GLTFLoader.js';
import { type ModelViewerProps, ModelPoster } from './model-poster.tsx';

type Preset = 'hall' | 'day' | 'night';
const presets: { value: Preset; label: string }[] = [
  { value: 'hall', label: '展厅' },
  { value: 'day', label: '日光' },
  { value: 'night', label: '夜间' },
];

/** The lights and background of a preset. */
function lighting(p: Preset): { background: string; lights: Light[] } {
  const key = (color: number, intensity: number, x: number, y: number, z: number) => {
    const l = new DirectionalLight(color, intensity);
    l.position.set(x, y, z);
    return l;
  };
  if (p === 'day')
    return {
      background: '#eaf2fb',
      lights: [new AmbientLight(0xffffff, 0.5), key(0xfff4e0, 2.4, 5, 10, 4)],
    };
  if (p === 'night')
    return {
      background: '#1d2330',
      lights: [new AmbientLight(0x8090b0, 0.25), key(0xc8d8ff, 1.6, -4, 6, 6), key(0xffb070, 0.6, 5, 2, -3)],
    };
  return {
    background: '#f3f5f8',
    lights: [
      new HemisphereLight(0xffffff, 0xb0b4bc, 1.1),
      key(0xffffff, 1.6, 4, 8, 6),
      key(0xffffff, 0.5, -6, 3, -4),
    ],
  };
}

/**
 * Loads the preview as an object for the scene: always a GLB derived by processing (decision 030), its
 * geometry meshopt-compressed (EXT_meshopt_compression) and quantised, its textures WebP; OBJ and STL
 * were converted on the server.
 */
async function loadModel(src: string): Promise<Object3D> {
  const gltf = await new GLTFLoader().setMeshoptDecoder(MeshoptDecoder).loadAsync(src);
  return gltf.scene;
}

const metres = (n: number) => (n >= 10 ? n.toFixed(1) : n.toFixed(2));

/**
 * The interactive viewer (three.js): orbit by dragging, zoom with the wheel or a pinch, 复位 back to
 * the first view, a lighting preset, the dimensions in metres, full screen. Renders on demand (a change
 * of the view or the light), not in a loop. The poster stays over the stage until the model is in.
 */
export default function ModelViewer({ src, poster, title, dims }: ModelViewerProps) {
  const frame = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const api = useRef<{ reset: () => void; light: (p: Preset) => void } | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [measured, setMeasured] = useState<{ x: number; y: number; z: number } | null>(null);
  const [preset, setPreset] = useState<Preset>('hall');
  const [full, setFull] = useState(false);

  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    let disposed = false;
    const renderer = new WebGLRenderer({ antialias: true });
    renderer.outputColorSpace = SRGBColorSpace;
    renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
    renderer.domElement.className = 'model-viewer__canvas';
    renderer.domElement.setAttribute('aria-label', `${title}的3D预览，拖动旋转，滚轮或双指缩放`);
    renderer.domElement.setAttribute('role', 'img');
    el.prepend(renderer.domElement);
    const scene = new Scene();
    const camera = new PerspectiveCamera(45, 1, 0.01, 10_000);
    const controls = new OrbitControls(camera, renderer.domElement);
    const render = () => renderer.render(scene, camera);
    controls.addEventListener('change', render);

    let lights: Light[] = [];
    const light = (p: Preset) => {
      for (const l of lights) scene.remove(l);
      const next = lighting(p);
      lights = next.lights;
      scene.background = new Color(next.background);
      for (const l of lights) scene.add(l);
      render();
    };
    light('hall');

    const size = () => {
      const w = el.clientWidth || 1;
      const h = el.clientHeight || 1;
      renderer.setSize(w, h, false);
      camera.aspect = w / h;
      camera.updateProjectionMatrix();
      render();
    };
    const resize = new ResizeObserver(size);
    resize.observe(el);
    size();

    let home = { position: new Vector3(3, 2, 3), target: new Vector3() };
    const reset = () => {
      camera.position.copy(home.position);
      controls.target.copy(home.target);
      controls.update();
      render();
    };
    api.current = { reset, light };

    loadModel(src)
      .then((object) => {
        if (disposed) return;
        scene.add(object);
        const box = new Box3().setFromObject(object);
        const extent = box.getSize(new Vector3());
        const centre = box.getCenter(new Vector3());
        const radius = Math.max(extent.length() / 2, 0.01);
        const distance = radius / Math.sin((camera.fov * Math.PI) / 360);
        home = {
          position: centre.clone().add(new Vector3(1, 0.7, 1.2).normalize().multiplyScalar(distance * 1.1)),
          target: centre,
        };
        camera.near = distance / 100;
        camera.far = distance * 100;
        camera.updateProjectionMatrix();
        controls.minDistance = radius * 0.2;
        controls.maxDistance = distance * 6;
        setMeasured({ x: extent.x, y: extent.y, z: extent.z });
        reset();
        setState('ready');
      })
      .catch(() => {
        if (!disposed) setState('error');
      });

    const onFull = () => {
      setFull(document.fullscreenElement === frame.current);
      // the stage's size changed: the observer redraws
    };
    document.addEventListener('fullscreenchange', onFull);
    return () => {
      disposed = true;
      api.current = null;
      document.removeEventListener('fullscreenchange', onFull);
      resize.disconnect();
      controls.dispose();
      scene.traverse((o) => {
        if (o instanceof Mesh) {
          o.geometry.dispose();
          for (const m of [o.material].flat()) m.dispose();
        }
      });
      renderer.dispose();
      renderer.domElement.remove();
    };
  }, [src, title]);

  const d = dims ?? measured;
  const toggleFull = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen?.().catch(() => undefined);
  };

  return (
    <div className="model-viewer-frame" ref={frame}>
      <div className="model-viewer" ref={stage} data-testid="model-viewer" data-state={state}>
        {state !== 'ready' && (
          <ModelPoster
            poster={poster}
            title={title}
            note={state === 'error' ? '模型预览加载失败，以下为模型封面' : '模型加载中…'}
          />
        )}
        {state === 'ready' && d && (
          <p className="model-viewer__dims" data-testid="model-dims">
            宽 {metres(d.x)} × 深 {metres(d.z)} × 高 {metres(d.y)} 米
          </p>
        )}
      </div>
      <div className="model-viewer__tools">
        <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => api.current?.reset()}>
          复位
        </Button>
        <Segmented
          size="small"
          aria-label="灯光"
          value={preset}
          options={presets}
          onChange={(p) => {
            setPreset(p);
            api.current?.light(p);
          }}
        />
        <Button
          size="small"
          icon={full ? <CompressOutlined aria-hidden /> : <ExpandOutlined aria-hidden />}
          onClick={toggleFull}
        >
          {full ? '退出全屏' : '全屏'}
        </Button>
        <span className="model-viewer__hint">拖动旋转 · 滚轮/双指缩放 · 右键平移</span>
      </div>
    </div>
  );
}
