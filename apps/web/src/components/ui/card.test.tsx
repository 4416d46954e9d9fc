import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';

describe('Card', () => {
  it('is white with a grey border unless the caller colours it', () => {
    render(
      <>
        <Card data-testid="plain" className="p-4" />
        <Card data-testid="green" className="border-emerald-300 bg-emerald-50" />
      </>,
    );
    expect(screen.getByTestId('plain').className).toContain('bg-white');
    expect(screen.getByTestId('plain').className).toContain('border-slate-200');
    const green = screen.getByTestId('green').className.split(' ');
    expect(green).not.toContain('bg-white');
    expect(green).not.toContain('border-slate-200');
    expect(green).toContain('bg-emerald-50');
  });
});
