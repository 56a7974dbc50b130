import { describe, expect, it } from 'vitest';
import type { CharacterDto, MbtiDto } from '../../../../common/contracts/reference.ts';
import { characterOfChoice, personalityGroups } from './personality-groups.ts';

const names = (name: string) => ({ ko: name, en: name, ja: name });
const character = (key: CharacterDto['key'], types: string[], id: number): CharacterDto => ({
  id,
  key,
  name: key.toUpperCase(),
  names: names(key),
  intro: `${key} intro`,
  intros: names(`${key} intro`),
  types,
});
const characters = [
  character('dough', [], 1),
  character('muffin', ['intj', 'intp', 'entj', 'entp'], 2),
  character('donut', ['istj', 'isfj', 'estj', 'esfj'], 3),
];
// The API's rows in another order than the characters' own lists.
const types: MbtiDto[] = ['esfj', 'intp', 'entp', 'intj', 'istj', 'entj', 'isfj', 'estj'].map((type, index) => {
  const owner = characters.find((c) => c.types.includes(type))!;
  return { id: index + 1, type, character: { key: owner.key, name: owner.name, intro: owner.intro } };
});

describe('personality types grouped by character (SPEC §3.1)', () => {
  it('groups each character with its types in the character’s order, without dough', () => {
    const groups = personalityGroups(types, characters);
    expect(groups.map((group) => group.character.key)).toEqual(['muffin', 'donut']);
    expect(groups[0]?.types.map((row) => row.type)).toEqual(['intj', 'intp', 'entj', 'entp']);
    expect(groups[1]?.types.map((row) => row.type)).toEqual(['istj', 'isfj', 'estj', 'esfj']);
  });

  it('leaves out a character none of whose types the list holds', () => {
    const onlyMuffin = types.filter((row) => row.character.key === 'muffin');
    expect(personalityGroups(onlyMuffin, characters).map((group) => group.character.key)).toEqual(['muffin']);
  });

  it('introduces the chosen type’s character, and dough for no type or an unknown id (DECISIONS P22)', () => {
    const intp = types.find((row) => row.type === 'intp')!;
    expect(characterOfChoice(intp.id, types, characters)).toEqual({
      type: 'intp',
      key: 'muffin',
      name: 'MUFFIN',
      intro: 'muffin intro',
    });
    expect(characterOfChoice(null, types, characters)).toMatchObject({ type: null, key: 'dough' });
    expect(characterOfChoice(999, types, characters)).toMatchObject({ type: null, key: 'dough' });
  });
});
