import { authEndpoints, type LoginRequest, type RegisterRequest } from '@bluebonnet/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginRequest) => call(authEndpoints.login, { body }),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterRequest) => call(authEndpoints.register, { body }),
  });
}
