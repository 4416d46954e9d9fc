// Minimum-cost assignment (the Hungarian method, O(n³)): which lone check box goes with which label.
// Choosing each box's nearest label one at a time goes wrong when boxes sit between two labels; the
// cheapest assignment of all of them together does not.

/**
 * For a rows × cols cost matrix, the column given to each row (or -1), minimising the total cost.
 * A row may stay unassigned at `skip` cost; Infinity means "never".
 */
export function minCostAssignment(cost: readonly (readonly number[])[], skip: number): number[] {
  const rows = cost.length;
  if (rows === 0) return [];
  const cols = cost[0]?.length ?? 0;
  // Square matrix: each row also gets its own "unassigned" column at `skip` cost.
  const n = rows;
  const m = cols + rows;
  const at = (i: number, j: number): number => {
    if (j < cols) return Math.min(cost[i]?.[j] ?? Infinity, 1e9);
    return j - cols === i ? skip : 1e9;
  };
  const u = new Array<number>(n + 1).fill(0);
  const v = new Array<number>(m + 1).fill(0);
  const p = new Array<number>(m + 1).fill(0);
  const way = new Array<number>(m + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    p[0] = i;
    let j0 = 0;
    const minv = new Array<number>(m + 1).fill(Infinity);
    const used = new Array<boolean>(m + 1).fill(false);
    do {
      used[j0] = true;
      const i0 = p[j0] as number;
      let delta = Infinity;
      let j1 = 0;
      for (let j = 1; j <= m; j++) {
        if (used[j]) continue;
        const cur = at(i0 - 1, j - 1) - (u[i0] as number) - (v[j] as number);
        if (cur < (minv[j] as number)) {
          minv[j] = cur;
          way[j] = j0;
        }
        if ((minv[j] as number) < delta) {
          delta = minv[j] as number;
          j1 = j;
        }
      }
      for (let j = 0; j <= m; j++) {
        if (used[j]) {
          u[p[j] as number] = (u[p[j] as number] as number) + delta;
          v[j] = (v[j] as number) - delta;
        } else {
          minv[j] = (minv[j] as number) - delta;
        }
      }
      j0 = j1;
    } while (p[j0] !== 0);
    do {
      const j1 = way[j0] as number;
      p[j0] = p[j1] as number;
      j0 = j1;
    } while (j0 !== 0);
  }
  const out = new Array<number>(rows).fill(-1);
  for (let j = 1; j <= cols; j++) {
    const i = p[j] as number;
    if (i > 0 && at(i - 1, j - 1) < 1e9) out[i - 1] = j - 1;
  }
  return out;
}
