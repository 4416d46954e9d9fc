import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { loginRequest, type LoginRequest } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { serverMessage } from '@/lib/api-client';
import { currentUserKey, homePathFor } from '@/lib/auth';
import { applyServerIssues } from '@/lib/server-issues';
import { toast } from '@/lib/toast';
import { useLogin } from '../api';

/** Sign In (spec §4, §8): toast, refresh the current user, then go to the dashboard for the role. */
export function LoginForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequest),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await login.mutateAsync(values);
      if (!res.success) {
        toast({
          title: 'Login Failed',
          description: res.message || 'Login failed. Please try again.',
          variant: 'destructive',
        });
        return;
      }
      toast({
        title: 'Login Successful',
        description: `Welcome back, ${res.user?.firstName || res.user?.email || values.email}!`,
      });
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
      await navigate(homePathFor(res.user?.role), { replace: true });
    } catch (err) {
      applyServerIssues(form.setError, err, ['email', 'password']);
      toast({
        title: 'Login Failed',
        description: serverMessage(err, 'Invalid email or password. Please try again.'),
        variant: 'destructive',
      });
    }
  });

  const pending = form.formState.isSubmitting;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Sign in">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
