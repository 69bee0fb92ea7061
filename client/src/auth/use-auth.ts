// The session on the client: GET /api/user (null on 401), and the login, register and logout calls
// with their notifications (document 000 §4, §8).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  isTwoFactorChallenge,
  type LoginBody,
  type LoginResponse,
  type LoginTwoFactorBody,
  type RegisterBody,
  type User,
} from '../../../core/schemas/auth';
import { apiJson, errorMessage, getQueryFn } from '../lib/api';
import { notify } from '../lib/toast';

export const userQueryKey = ['/api/user'] as const;

export function useCurrentUser() {
  return useQuery<User | null>({
    queryKey: userQueryKey,
    queryFn: getQueryFn<User | null>({ on401: 'returnNull' }),
  });
}

export function useAuth() {
  const queryClient = useQueryClient();
  const { data: user, isLoading, error } = useCurrentUser();

  const signedIn = (next: User) => {
    queryClient.setQueryData(userQueryKey, next);
    notify.success('Welcome back!', `Signed in as ${next.username}.`);
  };

  /** Answers the user, or { twoFactorRequired: true } when a code must follow (twoFactorMutation). */
  const loginMutation = useMutation({
    mutationFn: (body: LoginBody) => apiJson<LoginResponse>('POST', '/api/login', body),
    onSuccess: (next) => {
      if (!isTwoFactorChallenge(next)) signedIn(next);
    },
    onError: (err) => notify.error('Login failed', errorMessage(err)),
  });

  const twoFactorMutation = useMutation({
    mutationFn: (body: LoginTwoFactorBody) => apiJson<User>('POST', '/api/login/2fa', body),
    onSuccess: signedIn,
    onError: (err) => notify.error('Verification failed', errorMessage(err)),
  });

  const registerMutation = useMutation({
    mutationFn: (body: RegisterBody) => apiJson<User>('POST', '/api/register', body),
    onSuccess: (next) => {
      queryClient.setQueryData(userQueryKey, next);
      notify.success(
        'Account created!',
        next.role === 'admin' ? 'You are the administrator of this site.' : undefined,
      );
    },
    onError: (err) => notify.error('Registration failed', errorMessage(err)),
  });

  const logoutMutation = useMutation({
    mutationFn: async () => {
      // Requests still in flight would meet the ended session with a 401 (and ask to sign in again).
      await queryClient.cancelQueries();
      return apiJson<{ message: string }>('POST', '/api/logout');
    },
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(userQueryKey, null);
      notify.success('Logged out', 'You have been successfully logged out.');
    },
    onError: (err) => notify.error('Logout failed', errorMessage(err)),
  });

  return {
    user: user ?? null,
    isLoading,
    error,
    loginMutation,
    twoFactorMutation,
    registerMutation,
    logoutMutation,
  };
}
