import type { z } from 'zod';
import { defineContentType } from './content-type.js';
import { optionalText, requiredRichText, requiredText } from './fields.js';

/** A question of the public FAQ page and its answer, in order, optionally under a category. */
export const faqType = defineContentType({
  name: 'faq',
  table: 'faqs',
  adminPath: '/admin/faq',
  nav: { label: 'FAQ', after: 'Pages' },
  label: { one: 'FAQ entry', many: 'FAQ entries', admin: 'FAQ' },
  description: 'The public FAQ page: questions and their rich-text answers, by category, in order.',
  fields: {
    question: requiredText('Question', 300, { list: true }),
    answer: requiredRichText('Answer', 100_000),
    category: optionalText('Category (optional)', 60, { list: true }),
  },
  ordered: true,
  seasonal: true,
  transfer: { section: 'faqs', key: 'question', unique: false },
  scope: { resource: 'faq', label: 'FAQ' },
});

/** One FAQ entry as the API answers it. */
export type Faq = z.infer<typeof faqType.schemas.entity>;
