import { describe, expect, it } from 'vitest';
import { contextNotes, splitSentences } from './context-notes';
import { firstNameOf } from './names';
import { secondPersonVerb, shiftToSecondPerson } from './pronoun-shift';

const notes = (context: string) => contextNotes(context, 'Maria Gonzalez', 'Maria');

describe('the agent’s context, spoken to the client', () => {
  it('turns third-person notes about the client into second person, verbs agreeing', () => {
    expect(shiftToSecondPerson('She loved the backyard but worries about the commute.')).toBe(
      'You loved the backyard but worry about the commute.',
    );
    expect(shiftToSecondPerson('He really wants a pool and has a dog.')).toBe('You really want a pool and have a dog.');
    expect(shiftToSecondPerson('I showed her the house; her husband works in Plano.')).toBe(
      'I showed you the house; your husband works in Plano.',
    );
    expect(shiftToSecondPerson("She's been waiting for this.")).toBe("You've been waiting for this.");
    expect(shiftToSecondPerson('Maria is pre-approved. I told Maria about it.', ['Maria'])).toBe(
      'You are pre-approved. I told you about it.',
    );
    expect(shiftToSecondPerson("The client's lender called.")).toBe('Your lender called.');
    expect(shiftToSecondPerson("Maria's budget is firm. I liked Maria's idea.", ['Maria'])).toBe(
      'Your budget is firm. I liked your idea.',
    );
  });

  it('leaves other people and plain nouns alone', () => {
    expect(shiftToSecondPerson('The sellers accepted the offer and homes sell fast.')).toBe(
      'The sellers accepted the offer and homes sell fast.',
    );
    expect(secondPersonVerb('this')).toBeNull();
    expect(secondPersonVerb('tries')).toBe('try');
    expect(secondPersonVerb('watches')).toBe('watch');
  });

  it('completes note-style fragments and knows who each note is about', () => {
    const [a, b, c, d] = notes(
      'Pre-approved with a local lender. Wants a big yard\nI sent three listings; Frisco schools matter most',
    );
    expect(a).toMatchObject({ sentence: "You're pre-approved with a local lender.", subject: 'you', inline: true });
    expect(b).toMatchObject({ sentence: 'You want a big yard.', clause: 'you want a big yard' });
    expect(c).toMatchObject({ sentence: 'I sent three listings.', subject: 'me' });
    // A name at the start cannot be lower-cased into a sentence: it is framed as its own sentence.
    expect(d).toMatchObject({ sentence: 'Frisco schools matter most.', subject: 'other', inline: false });
  });

  it('splits on sentence ends, lines, semicolons and bullets, dropping empty pieces', () => {
    expect(splitSentences('One. Two!\n- three; four\n\n• five  ...')).toEqual([
      'One.',
      'Two!',
      'three',
      'four',
      'five  ...',
    ]);
    expect(splitSentences(' ... ')).toEqual([]);
  });

  it('calls the client by first name, couples included', () => {
    expect(firstNameOf('Maria Gonzalez')).toBe('Maria');
    expect(firstNameOf('Dr. Maria Gonzalez')).toBe('Maria');
    expect(firstNameOf('Gonzalez, Maria')).toBe('Maria');
    expect(firstNameOf('Maria and José Gonzalez')).toBe('Maria and José');
    expect(firstNameOf('The Nguyen family')).toBe('The Nguyen family');
  });
});

describe('fragments and couples', () => {
  it('puts the unstated subject back, every verb agreeing', () => {
    expect(notes('Has two kids and wants a good school district.')[0]!.sentence).toBe(
      'You have two kids and want a good school district.',
    );
    expect(notes('Filled out the website form asking about Prosper')[0]!.sentence).toBe(
      'You filled out the website form asking about Prosper.',
    );
  });

  it('speaks to a couple as "you" where the notes say "they"', () => {
    const [a, b] = contextNotes(
      'They closed on their Allen home last spring. Tom mentioned they might refinance.',
      'Linda and Tom Nguyen',
      'Linda and Tom',
    );
    expect([a!.sentence, b!.sentence]).toEqual([
      'You closed on your Allen home last spring.',
      'Tom mentioned you might refinance.',
    ]);
    // One client: "they" is someone else (the sellers).
    expect(notes('They accepted the offer.')[0]!.sentence).toBe('They accepted the offer.');
  });
});

describe('names with accents', () => {
  it('finds the client by a name ending in a non-ASCII letter', () => {
    expect(shiftToSecondPerson('José wants a pool.', ['José Ramírez', 'José'])).toBe('You want a pool.');
  });
});
