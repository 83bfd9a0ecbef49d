import { expect, it } from 'vitest';
import { rowRules } from '../../backup/row-rules.js';
import { describeEachDb } from '../../test/app.js';
import { addToLibrary, picture } from '../../test/media.js';

describeEachDb('media library: what a restored backup may hold', (t) => {
  it('takes an item as the database keeps it, and refuses one naming files outside the uploads', async () => {
    const item = await addToLibrary(t, await picture(700, 100, '#2e4053'), 'kept.png');
    const row = await t.app.db
      .selectFrom('media')
      .selectAll()
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    const rule = rowRules.media;
    expect(rule?.safeParse(row).success).toBe(true);

    const outside = JSON.stringify([{ url: '/uploads/../../etc/passwd', width: 320, format: 'webp' }]);
    expect(rule?.safeParse({ ...row, variants: outside }).success).toBe(false);
    expect(rule?.safeParse({ ...row, variants: 'not json' }).success).toBe(false);
    expect(rule?.safeParse({ ...row, url: '/etc/passwd' }).success).toBe(false);
    expect(rule?.safeParse({ ...row, sha256: 'abc' }).success).toBe(false);
  });
});
