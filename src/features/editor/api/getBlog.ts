import { useQuery } from '@tanstack/react-query';
import { takeBlogForEdit } from './prefetch.ts';

export function useBlogForEdit(blogId: string | undefined) {
  return useQuery({
    queryKey: ['blog', blogId, 'edit'],
    queryFn: () => takeBlogForEdit(blogId!),
    enabled: Boolean(blogId),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
