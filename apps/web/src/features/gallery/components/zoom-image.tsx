import { type PointerEvent, type TouchEvent, useEffect, useRef, useState } from 'react';

const MIN = 1;
const MAX = 4;
/** A click or a tap zooms this far, at the point clicked. */
const CLICK_SCALE = 2.5;
/** A horizontal move this long (px), more across than down, is a swipe to the next or previous photo. */
const SWIPE_PX = 50;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

type View = { scale: number; x: number; y: number };
const whole: View = { scale: MIN, x: 50, y: 50 };

/** Where a client point falls in the element, in % of its box. */
function pointIn(el: HTMLElement, clientX: number, clientY: number) {
  const r = el.getBoundingClientRect();
  return {
    x: clamp(((clientX - r.left) / r.width) * 100, 0, 100),
    y: clamp(((clientY - r.top) / r.height) * 100, 0, 100),
  };
}

type Touches = TouchEvent['touches'];
const distance = (t: Touches) => {
  const [a, b] = [t[0], t[1]];
  return a && b ? Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) : 0;
};
const middle = (t: Touches) => {
  const [a, b] = [t[0], t[1]];
  return a && b ? { x: (a.clientX + b.clientX) / 2, y: (a.clientY + b.clientY) / 2 } : { x: 0, y: 0 };
};

/**
 * A photo that zooms in place, the simple way (a CSS scale about a point; the box keeps its size):
 * - a click or a tap zooms to 2.5× at that point, and back; the wheel zooms in steps at the pointer;
 * - while zoomed, a mouse looks around by moving (the zoom follows the pointer), a finger by dragging;
 * - two fingers pinch between 1× and 4×;
 * - not zoomed, a horizontal swipe calls `onSwipe` (-1 previous, 1 next), and vertical moves scroll
 *   the page as usual.
 * `zoomed` reports whether it is zoomed, for the zoom button and the arrow keys of the caller.
 */
export function ZoomImage({
  src,
  alt,
  onSwipe,
  onZoomChange,
  zoomRequest,
}: {
  src: string;
  alt: string;
  onSwipe: (dir: -1 | 1) => void;
  onZoomChange?: (zoomed: boolean) => void;
  /** Bumped by the caller's zoom button: toggles the zoom about the centre. */
  zoomRequest?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>(whole);
  const touch = useRef<{
    startX: number;
    startY: number;
    lastX: number;
    lastY: number;
    pinch?: { dist: number; scale: number };
    moved: boolean;
  } | null>(null);
  const zoomed = view.scale > MIN;

  useEffect(() => onZoomChange?.(zoomed), [zoomed, onZoomChange]);

  // the caller's button: toggle about the centre
  const lastRequest = useRef(zoomRequest);
  useEffect(() => {
    if (zoomRequest === lastRequest.current) return;
    lastRequest.current = zoomRequest;
    setView((v) => (v.scale > MIN ? whole : { scale: CLICK_SCALE, x: 50, y: 50 }));
  }, [zoomRequest]);

  // the wheel zooms at the pointer; React's wheel listener is passive, so the page would scroll too
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const p = pointIn(el, e.clientX, e.clientY);
      setView((v) => {
        const scale = clamp(v.scale * (e.deltaY < 0 ? 1.25 : 0.8), MIN, MAX);
        return scale <= 1.01 ? whole : { scale, ...p };
      });
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  const onClick = (e: { clientX: number; clientY: number }) => {
    const el = box.current;
    if (!el) return;
    setView((v) => (v.scale > MIN ? whole : { scale: CLICK_SCALE, ...pointIn(el, e.clientX, e.clientY) }));
  };

  const onPointerMove = (e: PointerEvent) => {
    const el = box.current;
    if (!el || e.pointerType !== 'mouse' || !zoomed) return;
    const p = pointIn(el, e.clientX, e.clientY);
    setView((v) => ({ ...v, ...p }));
  };

  const onTouchStart = (e: TouchEvent) => {
    const t = e.touches;
    const first = t[0];
    if (!first) return;
    touch.current = {
      startX: first.clientX,
      startY: first.clientY,
      lastX: first.clientX,
      lastY: first.clientY,
      pinch: t.length === 2 ? { dist: distance(t), scale: view.scale } : undefined,
      moved: false,
    };
  };

  const onTouchMove = (e: TouchEvent) => {
    const s = touch.current;
    const el = box.current;
    const first = e.touches[0];
    if (!s || !el || !first) return;
    s.moved = true;
    if (e.touches.length === 2) {
      const dist = distance(e.touches);
      if (!s.pinch) s.pinch = { dist, scale: view.scale };
      const m = middle(e.touches);
      const scale = clamp((s.pinch.scale * dist) / (s.pinch.dist || dist), MIN, MAX);
      setView(scale <= 1.01 ? whole : { scale, ...pointIn(el, m.x, m.y) });
      return;
    }
    if (!zoomed) return;
    // drag while zoomed: the picture follows the finger (the zoom's origin moves the other way)
    const r = el.getBoundingClientRect();
    const dx = first.clientX - s.lastX;
    const dy = first.clientY - s.lastY;
    s.lastX = first.clientX;
    s.lastY = first.clientY;
    setView((v) => ({
      ...v,
      x: clamp(v.x - ((dx / r.width) * 100) / (v.scale - 1), 0, 100),
      y: clamp(v.y - ((dy / r.height) * 100) / (v.scale - 1), 0, 100),
    }));
  };

  const onTouchEnd = (e: TouchEvent) => {
    const s = touch.current;
    if (!s || e.touches.length > 0) return;
    touch.current = null;
    const end = e.changedTouches[0];
    if (!end || zoomed || s.pinch) return;
    const dx = end.clientX - s.startX;
    const dy = end.clientY - s.startY;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy) * 1.5) onSwipe(dx < 0 ? 1 : -1);
  };

  return (
    <div
      ref={box}
      className={`zoom-image${zoomed ? ' is-zoomed' : ''}`}
      onPointerMove={onPointerMove}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
    >
      {/* the buttons beside it (放大, 上一张, 下一张) and the arrow keys do what a click and a swipe do */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the zoom button and the arrow keys are the keyboard's way */}
      <img
        className="zoom-image__img"
        src={src}
        alt={alt}
        draggable={false}
        onClick={onClick}
        style={{ transform: `scale(${view.scale})`, transformOrigin: `${view.x}% ${view.y}%` }}
      />
    </div>
  );
}
