/**
 * Least-squares fit of a·cos(ωk) + b·sin(ωk) + c to x[0..n): the fundamental at the measured
 * frequency. ω = 2π·f/fs. Solved from the 3×3 normal equations.
 */
export function fitTone(x: ArrayLike<number>, n: number, w: number): { a: number; b: number; c: number } {
  let scc = 0,
    sss = 0,
    scs = 0,
    sc = 0,
    ss = 0,
    sxc = 0,
    sxs = 0,
    sx = 0;
  const sr = Math.cos(w);
  const si = Math.sin(w);
  let cr = 1,
    ci = 0; // cos(ωk), sin(ωk) by rotation
  for (let k = 0; k < n; k++) {
    const v = x[k];
    scc += cr * cr;
    sss += ci * ci;
    scs += cr * ci;
    sc += cr;
    ss += ci;
    sxc += v * cr;
    sxs += v * ci;
    sx += v;
    const t = cr * sr - ci * si;
    ci = cr * si + ci * sr;
    cr = t;
  }
  // [scc scs sc; scs sss ss; sc ss n]·[a b c] = [sxc sxs sx]
  const m = [
    [scc, scs, sc, sxc],
    [scs, sss, ss, sxs],
    [sc, ss, n, sx],
  ];
  for (let i = 0; i < 3; i++) {
    for (let j = i + 1; j < 3; j++) {
      const f = m[j][i] / m[i][i];
      for (let k = i; k < 4; k++) m[j][k] -= f * m[i][k];
    }
  }
  const c = m[2][3] / m[2][2];
  const b = (m[1][3] - m[1][2] * c) / m[1][1];
  const a = (m[0][3] - m[0][1] * b - m[0][2] * c) / m[0][0];
  return { a, b, c };
}
