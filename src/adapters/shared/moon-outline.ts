import type { ChartMoon } from '../../domain/sky/sky-chart.js';

/**
 * The Moon's lit part as a polygon around its centre, `radius` wide, its bright limb turned toward the Sun: the limb's
 * half circle, then back along the terminator (an ellipse as wide as the dark part leaves). Empty for a new Moon. A
 * polygon, not arcs, so that a drawing without rotations (the printed card's shapes) draws it as the page does.
 */
export function moonLitOutline(moon: Pick<ChartMoon, 'illuminated' | 'brightLimbAngle'>, radius: number, steps = 24): [number, number][] {
  if (moon.illuminated < 0.005) return [];
  const terminator = radius * (1 - 2 * moon.illuminated);
  const points: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    const angle = -Math.PI / 2 + (Math.PI * i) / steps;
    points.push([radius * Math.cos(angle), radius * Math.sin(angle)]);
  }
  for (let i = 1; i < steps; i++) {
    const angle = Math.PI / 2 - (Math.PI * i) / steps;
    points.push([terminator * Math.cos(angle), radius * Math.sin(angle)]);
  }
  const [cos, sin] = [Math.cos(moon.brightLimbAngle), Math.sin(moon.brightLimbAngle)];
  return points.map(([x, y]) => [x * cos - y * sin, x * sin + y * cos]);
}
