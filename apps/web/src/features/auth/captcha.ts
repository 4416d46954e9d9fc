/** The registration verification question (spec §5). */
export type VerificationQuestion = {
  a: number;
  b: number;
  operator: '+' | '-';
  answer: number;
  /** e.g. "7 + 3" */
  text: string;
};

/**
 * Two whole numbers from 1 to 10, added or subtracted; a subtraction puts the larger number first so the
 * answer is never negative. `random` is injectable for tests.
 */
export function generateQuestion(random: () => number = Math.random): VerificationQuestion {
  const pick = () => Math.floor(random() * 10) + 1;
  const x = pick();
  const y = pick();
  const operator = random() < 0.5 ? '+' : '-';
  const [a, b] = operator === '-' && y > x ? [y, x] : [x, y];
  const answer = operator === '+' ? a + b : a - b;
  return { a, b, operator, answer, text: `${a} ${operator} ${b}` };
}

/** True when the typed answer (spaces ignored) is the question's result. */
export function isCorrectAnswer(question: VerificationQuestion, typed: string): boolean {
  const value = typed.trim();
  return /^\d+$/.test(value) && Number(value) === question.answer;
}
