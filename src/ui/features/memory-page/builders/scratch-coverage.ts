/** A point on the scratch card, in its CSS pixels. */
export interface ScratchPoint {
  readonly x: number;
  readonly y: number;
}

export interface ScratchCoverage {
  /** The brush went from `from` to `to` (the same point for a single touch). */
  readonly stroke: (from: ScratchPoint, to: ScratchPoint) => void;
  /** The share of the card scratched so far, 0 to 1. */
  readonly fraction: () => number;
}

/**
 * How much of a `width` × `height` card a round brush of `radius` has scratched, counted on a grid of `cell`-pixel
 * squares (a square is scratched once the brush passed over its centre): cheap enough for every move of a finger, where
 * reading the canvas's pixels back would not be.
 */
export function scratchCoverage(width: number, height: number, radius: number, cell = 8): ScratchCoverage {
  const columns = Math.ceil(width / cell);
  const rows = Math.ceil(height / cell);
  const scratched = new Uint8Array(columns * rows);
  let count = 0;
  const dab = ({ x, y }: ScratchPoint) => {
    const [left, right] = [Math.max(0, Math.floor((x - radius) / cell)), Math.min(columns - 1, Math.floor((x + radius) / cell))];
    const [top, bottom] = [Math.max(0, Math.floor((y - radius) / cell)), Math.min(rows - 1, Math.floor((y + radius) / cell))];
    for (let row = top; row <= bottom; row++) {
      for (let column = left; column <= right; column++) {
        const [cx, cy] = [(column + 0.5) * cell, (row + 0.5) * cell];
        const index = row * columns + column;
        if (scratched[index] === 0 && (cx - x) ** 2 + (cy - y) ** 2 <= radius ** 2) {
          scratched[index] = 1;
          count++;
        }
      }
    }
  };
  return {
    stroke(from, to) {
      const steps = Math.max(1, Math.ceil(Math.hypot(to.x - from.x, to.y - from.y) / (radius / 2)));
      for (let step = 0; step <= steps; step++) dab({ x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps });
    },
    fraction: () => count / scratched.length,
  };
}
