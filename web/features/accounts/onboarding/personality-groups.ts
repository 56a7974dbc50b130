import type { CharacterDto, CharacterKey, MbtiDto } from '../../../../common/contracts/reference.ts';

export interface PersonalityGroup {
  character: { key: CharacterKey; name: string; intro: string };
  types: MbtiDto[];
}

/**
 * The 16 personality types under the character each bakes into (SPEC §3.1), in the order of
 * the characters (DECISIONS P22) and of each character's own type list. Dough has no type:
 * it is the "none" choice, so it forms no group.
 */
export function personalityGroups(types: readonly MbtiDto[], characters: readonly CharacterDto[]): PersonalityGroup[] {
  return characters
    .filter((character) => character.types.length > 0)
    .map((character) => ({
      character: { key: character.key, name: character.name, intro: character.intro },
      types: character.types
        .map((type) => types.find((row) => row.type === type.toLowerCase()))
        .filter((row): row is MbtiDto => row !== undefined),
    }))
    .filter((group) => group.types.length > 0);
}

/** What the intro panel shows for a choice: the type's character, or dough for "none". */
export function characterOfChoice(
  mbtiId: number | null,
  types: readonly MbtiDto[],
  characters: readonly CharacterDto[],
): { type: string | null; key: CharacterKey; name: string; intro: string } | undefined {
  const row = mbtiId === null ? undefined : types.find((type) => type.id === mbtiId);
  if (row) return { type: row.type, ...row.character };
  const dough = characters.find((character) => character.types.length === 0);
  return dough ? { type: null, key: dough.key, name: dough.name, intro: dough.intro } : undefined;
}
