import {
  paths,
  type LoginRequest,
  type LoginResponse,
  type RegisterRequest,
  type RegisterResponse,
} from '@bluebonnet/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginRequest) => api.post<LoginResponse>(paths.login, body),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterRequest) => api.post<RegisterResponse>(paths.register, body),
  });
}
