import { educationPackage } from '@bluebonnet/contracts';
import { describe, expect, it } from 'vitest';
import {
  EDUCATION_MATERIAL_SEEDS,
  EDUCATION_SIGN_OFF,
  type EducationIntake,
} from '../../../../engines/education/index';
import { bundledReferenceData } from '../../../../reference-data/index';
import { createOfflineEngine } from '../../offline-engine';
import { educationPackageTask } from './education-task';

const TODAY = '2026-11-21';
const maria: EducationIntake = {
  firstName: 'Maria',
  lastName: 'Lopez',
  realEstateGoal: 'buying',
  currentSituation: 'first-time-buyer',
  timeframe: '1-3-months',
  preApprovalStatus: 'need-help',
  preferredAreas: 'Frisco or McKinney',
  propertyType: 'single-family',
  budgetRange: '300k-500k',
};

describe('the education package task', () => {
  it('runs as an AI task: schema-valid, cites the library, and an LLM may only reword the intro', async () => {
    const input = {
      intake: maria,
      materials: EDUCATION_MATERIAL_SEEDS,
      realtorName: 'Jane Smith',
      today: TODAY,
      reference: bundledReferenceData(),
    };
    const { output, meta } = await createOfflineEngine(() => new Date('2026-11-21T12:00:00Z')).run(
      educationPackageTask,
      input,
    );
    expect(() => educationPackage.parse({ ...output, meta })).not.toThrow();
    expect(meta.sources[0]).toMatchObject({ kind: 'bundled', asOf: '2026-11' });
    const merge = educationPackageTask.prose!.merge;
    const reworded = merge(output, { personalizedIntro: 'A first home is exciting; here is what to read first.' });
    expect(reworded.emailTemplate).toContain('A first home is exciting; here is what to read first.');
    expect(reworded.emailTemplate).not.toContain(output.personalizedIntro);
    expect(reworded.emailTemplate.endsWith(`${EDUCATION_SIGN_OFF}\n`)).toBe(true);
    expect(merge(output, { personalizedIntro: 'Closing costs run 3 % here.' })).toEqual(output);
  });
});
