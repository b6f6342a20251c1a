// The inner loop's baseline: the same JavaScript work every time (objects, strings, JSON, a regular expression, a
// Map), about two seconds of one core on a quiet machine. What it costs in a round is how fast the machine is then.
let kept = 0;
for (let i = 0; i < 1_500_000; i++) {
  const record = { id: i, name: `Ana Júlia ${i % 97}`, tags: ['a', 'b', String(i % 13)], nested: { x: i * 2, y: 'z'.repeat(i % 20) } };
  const text = JSON.stringify(record);
  kept += JSON.parse(text).nested.x % 7;
  kept += new Map([[text.slice(0, 8), i]]).size + text.replace(/a/g, 'b').length;
}
// Used, so that no compiler can leave the work out.
process.exitCode = kept < 0 ? 1 : 0;
