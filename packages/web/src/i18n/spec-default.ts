import { blog } from './pt-BR/blog';
import { dashboard } from './pt-BR/dashboard';

/**
 * The spec's admin as written, the default language: English (its fallback) but for what the
 * spec writes in Portuguese, the dashboard with its activity log and the image-upload error.
 */
export const specDefault = {
  dashboard,
  blog: { uploadError: blog.uploadError },
};
