// The education package as an AI task: the offline engine chooses the guides and writes everything; an
// LLM may only rewrite the personalised intro (no new figures), which is then swapped into the email.
// The guides and the fixed sign-off are never touched.
import type { AiSource } from '@bluebonnet/contracts';
import { z } from 'zod';
import {
  EDUCATION_LIBRARY_REVIEWED,
  educationPackageFor,
  type EducationIntake,
  type EducationMaterialRow,
  type EducationPackageOutput,
} from '../../../../engines/education/index';
import type { ReferenceData } from '../../../../reference-data/index';
import type { AiTask, ChatMessage } from '../../ai-task';
import { figures, usesOnlyFigures } from '../contract-analysis/prose-guard';

export type EducationInput = {
  intake: EducationIntake;
  materials: readonly EducationMaterialRow[];
  realtorName: string;
  today: string;
  /** For the names of the client's areas in the intro. */
  reference: ReferenceData;
};

export const educationProse = z.object({ personalizedIntro: z.string().trim().min(1).max(1500) });
export type EducationProse = z.infer<typeof educationProse>;

export const EDUCATION_LIBRARY_SOURCE: AiSource = {
  name: 'Bluebonnet Texas first-time buyer library (TREC forms, Texas Tax Code)',
  kind: 'bundled',
  asOf: EDUCATION_LIBRARY_REVIEWED,
};

function prompt(input: EducationInput, facts: EducationPackageOutput): ChatMessage[] {
  return [
    {
      role: 'system',
      content:
        'You polish one paragraph of an email to a Texas home buyer. Return only a JSON object {"personalizedIntro": "..."}. Keep it warm, plain and under 120 words. Use only the facts given; do not add numbers, dates, dollar amounts, laws or promises, and do not give legal, tax or lending advice.',
    },
    {
      role: 'user',
      content: JSON.stringify({
        client: {
          goal: input.intake.realEstateGoal,
          situation: input.intake.currentSituation,
          timeframe: input.intake.timeframe,
        },
        realtorName: input.realtorName,
        guides: facts.materials.map((m) => m.title),
        personalizedIntro: facts.personalizedIntro,
      }),
    },
  ];
}

function merge(facts: EducationPackageOutput, prose: EducationProse): EducationPackageOutput {
  if (!usesOnlyFigures(prose.personalizedIntro, figures(facts.personalizedIntro))) return facts;
  return {
    ...facts,
    personalizedIntro: prose.personalizedIntro,
    emailTemplate: facts.emailTemplate.split(facts.personalizedIntro).join(prose.personalizedIntro),
  };
}

export const educationPackageTask: AiTask<EducationInput, EducationPackageOutput, EducationProse> = {
  name: 'education-package',
  offline: (input) =>
    educationPackageFor(input.intake, input.materials, input.realtorName, input.today, input.reference),
  sources: () => [EDUCATION_LIBRARY_SOURCE],
  prose: { schema: educationProse, prompt, merge },
};
