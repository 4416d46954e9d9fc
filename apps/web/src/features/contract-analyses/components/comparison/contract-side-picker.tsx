import { useId } from 'react';
import type { ContractAnalysis } from '@bluebonnet/contracts';
import { fieldClasses, Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { analysisTitle } from '../../labels';
import type { ContractSide, SideMode } from './contract-side';

type ContractSidePickerProps = {
  name: 'A' | 'B';
  side: ContractSide;
  mode: SideMode;
  analyses: ContractAnalysis[];
  onChange: (change: Partial<ContractSide>) => void;
};

/** One side of the comparison: a saved analysis or pasted text, with an optional label. */
export function ContractSidePicker({ name, side, mode, analyses, onChange }: ContractSidePickerProps) {
  const ids = { saved: useId(), text: useId(), label: useId(), radio: useId() };
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Contract {name}</legend>
      <div className="flex flex-wrap gap-4 text-sm" role="radiogroup" aria-label={`Contract ${name} source`}>
        {(['saved', 'text'] as const).map((value) => (
          <label key={value} className="inline-flex items-center gap-2">
            <input
              type="radio"
              name={ids.radio}
              value={value}
              checked={mode === value}
              disabled={value === 'saved' && analyses.length === 0}
              onChange={() => onChange({ mode: value })}
              className="accent-bonnet-700"
            />
            {value === 'saved' ? 'Saved analysis' : 'Paste text'}
          </label>
        ))}
      </div>
      {mode === 'saved' ? (
        <div>
          <Label htmlFor={ids.saved}>{`Contract ${name} saved analysis`}</Label>
          <NativeSelect
            id={ids.saved}
            className="mt-1.5"
            value={side.analysisId}
            onChange={(e) => onChange({ analysisId: e.target.value })}
          >
            <option value="">Select a saved analysis</option>
            {analyses.map((a) => (
              <option key={a.id} value={a.id}>
                {analysisTitle(a)}
                {a.marketComparison.propertyAddress ? ` — ${a.marketComparison.propertyAddress}` : ''}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : (
        <div>
          <Label htmlFor={ids.text}>{`Contract ${name} text`}</Label>
          <textarea
            id={ids.text}
            rows={6}
            value={side.text}
            onChange={(e) => onChange({ text: e.target.value })}
            className={cn(fieldClasses, 'mt-1.5 py-2 font-mono text-[13px]')}
            placeholder="Paste the contract text (at least 100 characters)"
          />
        </div>
      )}
      <div>
        <Label htmlFor={ids.label}>{`Contract ${name} label (optional)`}</Label>
        <Input
          id={ids.label}
          className="mt-1.5"
          maxLength={80}
          placeholder={name === 'A' ? 'e.g. Our offer' : 'e.g. Counteroffer'}
          value={side.label}
          onChange={(e) => onChange({ label: e.target.value })}
        />
      </div>
    </fieldset>
  );
}
