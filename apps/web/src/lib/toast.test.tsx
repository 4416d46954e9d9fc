import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { toast, TOAST_DURATION_MS } from './toast';

describe('toasts', () => {
  it('shows one toast at a time, the newest', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Password Updated' });
      toast({ title: 'Error', description: 'Failed to delete user', variant: 'destructive' });
    });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region).toHaveTextContent('Failed to delete user');
    expect(region).not.toHaveTextContent('Password Updated');
  });

  it('closes a toast after 5 seconds', () => {
    vi.useFakeTimers();
    try {
      render(<Toaster />);
      act(() => void toast({ title: 'Logged Out' }));
      const region = screen.getByRole('region', { name: 'Notifications (F8)' });
      expect(region).toHaveTextContent('Logged Out');
      act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
      expect(region).toHaveTextContent('Logged Out');
      act(() => void vi.advanceTimersByTime(200));
      expect(region).not.toHaveTextContent('Logged Out');
    } finally {
      vi.useRealTimers();
    }
  });
});
