// The agent writes context about the client ("She loved the backyard but worries about the commute");
// the draft speaks to the client ("you loved the backyard but worry about the commute"). Third-person
// references to the client become "you"/"your", and the verb after a new "you" agrees with it.

const CLIENT = '\uE000'; // a private-use character: stands for the client while the sentence is rewritten

const IRREGULAR: Record<string, string> = {
  is: 'are',
  was: 'were',
  has: 'have',
  does: 'do',
  "doesn't": "don't",
  "isn't": "aren't",
  "wasn't": "weren't",
  "hasn't": "haven't",
};
const ADVERBS = new Set([
  'also',
  'still',
  'just',
  'already',
  'never',
  'always',
  'only',
  'even',
  'now',
  'both',
  'often',
]);
const NOT_VERBS = new Set(['this', 'his', 'us', 'plus', 'thus', 'yes', 'less', 'unless', 'across', 'perhaps', 'as']);
/** Words after "her" that show it is the object ("showed her the house"), not "her budget". */
const AFTER_OBJECT = new Set(
  (
    'to about for with at on in from that and or but if when a an the some any this these those up out back over ' +
    'again yesterday today tomorrow tonight last next we i he she they you it because so as by into through ' +
    'before after until while once since around all both more two three four five several few many every each no know'
  ).split(' '),
);
/** A conjunction or clause start before a name: the name is the subject there. */
/** Verbs that, after "and"/"but", still have the client as subject ("you loved it but worry about…"). */
const COMMON_VERBS = new Set(
  (
    'wants needs likes loves prefers hopes plans worries thinks feels knows says seems gets takes makes goes does has ' +
    'is was wishes travels commutes works lives owns rents expects cares hates dislikes asks'
  ).split(' '),
);
const SUBJECT_BEFORE = new Set([
  'and',
  'but',
  'so',
  'because',
  'since',
  'if',
  'when',
  'that',
  'though',
  'although',
  'while',
]);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isWord = (t: string | undefined) => t !== undefined && /^[A-Za-z\uE000]/.test(t);

function withCase(original: string, replacement: string): string {
  return /^[A-Z]/.test(original) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

/** "wants" → "want", "is" → "are", "tries" → "try"; null when the word is not a third-person verb. */
export function secondPersonVerb(word: string): string | null {
  const lower = word.toLowerCase();
  const irregular = IRREGULAR[lower.replace('’', "'")];
  if (irregular) return irregular;
  if (!/^[a-z]+$/.test(word) || NOT_VERBS.has(lower) || lower.length < 3) return null;
  if (/[^aeiou]ies$/.test(lower) && lower.length > 4) return `${lower.slice(0, -3)}y`;
  if (/(ss|sh|ch|x|z|o)es$/.test(lower)) return lower.slice(0, -2);
  if (/[^su]s$/.test(lower)) return lower.slice(0, -1);
  return null;
}

/** Marks the client's name (and "the client") so the token pass can turn it into "you". */
function markClient(text: string, names: string[]): string {
  let out = text.replace(/\b(the )?client['’]s\b/gi, (m) => withCase(m, 'your')).replace(/\bthe client\b/gi, CLIENT);
  out = out.replace(/^client\b/i, CLIENT);
  for (const name of names.filter((n) => n.length > 1)) {
    // Letter-aware edges, so "José" matches too (\b only knows ASCII).
    const re = `(?<![\\p{L}\\p{N}])${escapeRegExp(name)}`;
    const end = '(?![\\p{L}\\p{N}])';
    // A name is always capitalised: "Your" only where the sentence starts.
    out = out
      .replace(new RegExp(`${re}['’]s${end}`, 'gu'), (_m, at: number) => (at === 0 ? 'Your' : 'your'))
      .replace(new RegExp(`${re}${end}`, 'gu'), CLIENT);
  }
  return out;
}

/** Rewrites one sentence about the client as one spoken to the client. */
export function shiftToSecondPerson(sentence: string, names: string[] = [], plural = false): string {
  const tokens = markClient(sentence, names).match(/[A-Za-z\uE000]+(?:['’][A-Za-z]+)*|[^A-Za-z\uE000]+/g) ?? [];
  const out: string[] = [];
  // 'any': the next word follows a new "you" subject; 'known': it follows "and"/"but" after one.
  let agree: 'any' | 'known' | false = false;
  let youSubject = false;
  const nextWord = (i: number) => tokens.slice(i + 1).find((t) => t.trim() !== '');
  const previousWord = () => [...out].reverse().find((t) => t.trim() !== '');
  tokens.forEach((token, i) => {
    if (!isWord(token)) {
      if (/[^\s]/.test(token)) agree = false; // punctuation ends the subject
      if (/[.!?]/.test(token)) youSubject = false;
      out.push(token);
      return;
    }
    const lower = token.toLowerCase().replace('’', "'");
    if (agree) {
      if (ADVERBS.has(lower) || lower.endsWith('ly')) return void out.push(token);
      const mode = agree;
      agree = false;
      const verb = mode === 'any' || COMMON_VERBS.has(lower) ? secondPersonVerb(token) : null;
      if (verb) return void out.push(verb);
    }
    if (youSubject && (lower === 'and' || lower === 'but' || lower === 'or')) {
      agree = 'known';
      return void out.push(token);
    }
    if (token === CLIENT) {
      const before = previousWord();
      const subject = before === undefined || /[,;:]\s*$/.test(before) || SUBJECT_BEFORE.has(before.toLowerCase());
      agree = subject ? 'any' : false;
      youSubject ||= subject;
      return void out.push(before === undefined ? 'You' : 'you');
    }
    if (plural) {
      // "They closed on their home" about a couple: the plural already agrees with "you".
      const them: Record<string, string> = {
        they: 'you',
        them: 'you',
        their: 'your',
        theirs: 'yours',
        themselves: 'yourselves',
        "they're": "you're",
        "they've": "you've",
        "they'll": "you'll",
        "they'd": "you'd",
      };
      if (them[lower]) return void out.push(withCase(token, them[lower]));
    }
    switch (lower) {
      case 'he':
      case 'she':
        agree = 'any';
        youSubject = true;
        return void out.push(withCase(token, 'you'));
      case "he's":
      case "she's": {
        const next = nextWord(i)?.toLowerCase();
        return void out.push(withCase(token, next === 'been' || next === 'got' ? "you've" : "you're"));
      }
      case "he'll":
      case "she'll":
        return void out.push(withCase(token, "you'll"));
      case "he'd":
      case "she'd":
        return void out.push(withCase(token, "you'd"));
      case 'him':
        return void out.push(withCase(token, 'you'));
      case 'his':
        return void out.push(withCase(token, 'your'));
      case 'hers':
        return void out.push(withCase(token, 'yours'));
      case 'himself':
      case 'herself':
        return void out.push(withCase(token, 'yourself'));
      case 'her': {
        const next = nextWord(i);
        const object = !isWord(next) || AFTER_OBJECT.has(next!.toLowerCase());
        return void out.push(withCase(token, object ? 'you' : 'your'));
      }
      default:
        out.push(token);
    }
  });
  return out.join('').split(CLIENT).join('you');
}
