import createGlobe from 'cobe';
import { useEffect, useRef } from 'react';
import * as styles from './Globe.css.ts';

export interface GlobeMarker {
  /** [latitude, longitude] */
  location: [number, number];
  size?: number;
}

export interface GlobeProps {
  /** Accessible description of the picture. */
  label: string;
  markers?: readonly GlobeMarker[];
  appearance?: 'light' | 'dark';
  /** Turns slowly unless the visitor prefers reduced motion. */
  rotate?: boolean;
}

type RGB = [number, number, number];
const palette: Record<'light' | 'dark', { base: RGB; marker: RGB; glow: RGB; dark: number; brightness: number }> = {
  light: { base: [0.97, 0.98, 1], marker: [0.15, 0.34, 0.82], glow: [0.86, 0.9, 1], dark: 0, brightness: 7 },
  dark: { base: [0.3, 0.36, 0.5], marker: [0.55, 0.68, 0.99], glow: [0.1, 0.13, 0.22], dark: 1, brightness: 5 },
};

/**
 * A 3D WebGL globe (cobe) with markers at the given locations. Without WebGL the canvas stays
 * empty; the picture is decorative support for the hero copy.
 */
export function Globe({ label, markers = [], appearance = 'light', rotate = true }: GlobeProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const colors = palette[appearance];
    const dpr = Math.min(window.devicePixelRatio || 1, 2);
    let width = canvas.offsetWidth || 480;
    let phi = 0.6;
    let frame = 0;
    let visible = true;

    const globe = createGlobe(canvas, {
      devicePixelRatio: dpr,
      width,
      height: width,
      phi,
      theta: 0.28,
      dark: colors.dark,
      diffuse: 1.2,
      mapSamples: 14000,
      mapBrightness: colors.brightness,
      baseColor: colors.base,
      markerColor: colors.marker,
      glowColor: colors.glow,
      markers: markers.map((m) => ({ location: m.location, size: m.size ?? 0.035 })),
      markerElevation: 0,
      opacity: 0.95,
    });
    canvas.dataset['ready'] = '';

    const animate = rotate && !reduceMotion;
    const tick = () => {
      phi += 0.0025;
      globe.update({ phi });
      frame = visible ? requestAnimationFrame(tick) : 0;
    };
    if (animate) frame = requestAnimationFrame(tick);
    // cobe draws on update(); a still globe redraws a few times so the map texture, which
    // decodes asynchronously, appears.
    const redraws = animate ? [] : [100, 400, 1000, 2000].map((ms) => window.setTimeout(() => globe.update({ phi }), ms));

    // Stop drawing while scrolled away; resume when back in view.
    const io = new IntersectionObserver(([entry]) => {
      visible = entry?.isIntersecting ?? true;
      if (animate && visible && frame === 0) frame = requestAnimationFrame(tick);
    });
    io.observe(canvas);
    const ro = new ResizeObserver(() => {
      const next = canvas.offsetWidth;
      if (next > 0 && next !== width) {
        width = next;
        globe.update({ width, height: width });
      }
    });
    ro.observe(canvas);

    return () => {
      cancelAnimationFrame(frame);
      redraws.forEach((id) => window.clearTimeout(id));
      io.disconnect();
      ro.disconnect();
      globe.destroy();
    };
  }, [appearance, markers, rotate]);

  return (
    <div className={styles.root}>
      <canvas ref={canvasRef} className={styles.canvas} role="img" aria-label={label} />
    </div>
  );
}

export default Globe;
