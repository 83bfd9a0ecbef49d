import type { BlogPostCreate } from '@land-office/contract';
import { landOffice, unwrap } from '../../../lib/api';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { blogKeys } from './keys';

export const createPost = async (body: BlogPostCreate) =>
  (await unwrap(landOffice.POST('/api/blog/admin', { body }))).post;

export const useCreatePost = () =>
  useCacheMutation(createPost, (qc) => qc.invalidateQueries({ queryKey: blogKeys.all }));
