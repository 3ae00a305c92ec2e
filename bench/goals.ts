/** The goals of issue 11, each with the figure measured and its verdict, printed as one table at the end. */
export interface Goal {
  goal: string;
  figure: string;
  /** null: reported, no goal to meet */
  pass: boolean | null;
}

export const goals: Goal[] = [];

export function addGoal(goal: string, figure: string, pass: boolean | null) {
  goals.push({ goal, figure, pass });
}

export function printGoals(): boolean {
  const width = Math.max(...goals.map((g) => g.goal.length), 4);
  const figureWidth = Math.max(...goals.map((g) => g.figure.length), 6);
  console.log(`\n== Goals (issues 11, 22 and 23) ==`);
  console.log(`${'goal'.padEnd(width)}  ${'figure'.padEnd(figureWidth)}  verdict`);
  for (const g of goals) {
    const verdict = g.pass === null ? 'info' : g.pass ? 'PASS' : 'FAIL';
    console.log(`${g.goal.padEnd(width)}  ${g.figure.padEnd(figureWidth)}  ${verdict}`);
  }
  return goals.every((g) => g.pass !== false);
}
