import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testDialects } from '../../test/harness.ts';
import { createSignedInMember, type Member } from '../posts/test-support.ts';
import { actions, characters, createScoreApp, grant, layers, standing, temperatureTenths } from './test-support.ts';

/**
 * P21 and P22 at the threshold: level 2 starts at exactly 50.0 °C. Reaching a level above the
 * highest reached adds the next character not owned (muffin, donut, loaf, baguette) and a
 * LEVEL_UP celebration; falling below and rising again celebrates nothing (ADR 0027).
 */
describe.each(testDialects())('level-ups on %s', (dialect) => {
  let t: TestApp;
  let act: ReturnType<typeof actions>;
  let author: Member;
  let seq = 0;
  const member = (name: string) => createSignedInMember(t.app, `${name}${(seq += 1)}`);
  const mbtiOf = async (type: string) =>
    (await t.app.db.selectFrom('mbti_types').select('id').where('type', '=', type).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    t = await createScoreApp(dialect);
    act = actions(t.app);
    author = await member('author');
  });
  afterAll(async () => {
    await t.close();
  });

  it('49.9 °C is level 1; 50.0 is level 2, with muffin for a member without a type, once', async () => {
    const climber = await member('climber');
    await grant(t.app, climber.id, 494);
    const posts = [await act.writePost(author), await act.writePost(author)];
    await act.likePost(climber, posts[0]!);
    expect(await temperatureTenths(t.app, climber.id)).toBe(499);
    expect(await standing(t.app, climber)).toMatchObject({ temperature: 49.9, level: 1, nextLevelAt: 50 });
    expect(await layers(t.app, climber)).toEqual([]);

    await act.read(climber, posts[1]!);
    expect(await standing(t.app, climber)).toMatchObject({
      temperature: 50,
      level: 2,
      levelFloor: 50,
      nextLevelAt: 75,
      characters: ['dough', 'muffin'],
      nextCharacter: 'donut',
    });
    expect(await layers(t.app, climber)).toEqual([
      expect.objectContaining({ type: 'LEVEL_UP', level: 2, characterKey: 'muffin', points: null }),
    ]);
    expect(await characters(t.app, climber)).toEqual(['dough', 'muffin']);
    const row = await t.app.db
      .selectFrom('users')
      .select(['top_level'])
      .where('id', '=', climber.id)
      .executeTakeFirstOrThrow();
    expect(row.top_level).toBe(2);

    // Below 50 (the like taken back within its window) and up again (liked anew).
    await act.likePost(climber, posts[0]!, false);
    expect(await standing(t.app, climber)).toMatchObject({ temperature: 49.5, level: 1 });
    await act.likePost(climber, posts[0]!);
    expect(await standing(t.app, climber)).toMatchObject({
      temperature: 50,
      level: 2,
      characters: ['dough', 'muffin'],
    });
    expect(await layers(t.app, climber)).toHaveLength(1);
    expect(await characters(t.app, climber)).toEqual(['dough', 'muffin']);
  });

  it('a member whose type brought muffin gets donut, the next not owned', async () => {
    const typed = await member('typed');
    await act.update(typed, { mbtiId: await mbtiOf('intj') });
    expect(await characters(t.app, typed)).toEqual(['dough', 'muffin']);
    await grant(t.app, typed.id, 445);
    await act.likePost(typed, await act.writePost(author));
    expect(await temperatureTenths(t.app, typed.id)).toBe(500);
    expect(await layers(t.app, typed)).toEqual([
      expect.objectContaining({ type: 'LEVEL_UP', level: 2, characterKey: 'donut' }),
    ]);
    expect(await characters(t.app, typed)).toEqual(['dough', 'muffin', 'donut']);
  });

  it('a member whose type brought loaf gets muffin first (P22’s order, skipping what is owned)', async () => {
    const typed = await member('dreamer');
    await act.update(typed, { mbtiId: await mbtiOf('infj') });
    await grant(t.app, typed.id, 445);
    await act.likePost(typed, await act.writePost(author));
    expect(await layers(t.app, typed)).toEqual([
      expect.objectContaining({ type: 'LEVEL_UP', level: 2, characterKey: 'muffin' }),
    ]);
    expect((await characters(t.app, typed)).sort()).toEqual(['dough', 'loaf', 'muffin']);
    expect(await standing(t.app, typed)).toMatchObject({ level: 2, nextCharacter: 'donut' });
  });
});
