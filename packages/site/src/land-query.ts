/** The search fields the land page's form sends, as the visitor typed them (strings). */
export const landQueryFields = ['q', 'min_size', 'max_size', 'max_price', 'period', 'sort'] as const;
export type LandQuery = Partial<Record<(typeof landQueryFields)[number] | 'view' | 'cursor', string>>;
