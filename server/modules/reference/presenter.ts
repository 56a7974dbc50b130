import type {
  CategoryLevel2Dto,
  CategoryLevel3Dto,
  CategoryNodeDto,
  CharacterDto,
  CodeDto,
  MbtiDto,
  PostGroupingDto,
  PostGroupingWithPermissionsDto,
  ReportReasonDto,
} from '../../../common/contracts/reference.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { canWriteAdminContent, canWriteInGrouping } from './policy.ts';
import type { Character, Code, PostGrouping, ReportReason } from './repository.ts';
import type { CategoryNode, MbtiWithCharacter } from './service.ts';

/** Reference rows on the wire: `name` in the request's language beside all three `names` (DECISIONS P2). */
export function presentCode(code: Code, lang: Locale): CodeDto {
  return { id: code.id, key: code.key, group: code.group, name: code.names[lang], names: code.names };
}

export function presentPostGrouping(grouping: PostGrouping, lang: Locale): PostGroupingDto {
  return {
    id: grouping.id,
    type: grouping.type,
    name: grouping.names[lang],
    names: grouping.names,
    writableBy: grouping.writableBy,
  };
}

/** A grouping with what this viewer may write in it, so the write form does not recompute the rule (STYLE 4). */
export function presentPostGroupingFor(
  viewer: Viewer | null,
  grouping: PostGrouping,
  lang: Locale,
): PostGroupingWithPermissionsDto {
  return {
    ...presentPostGrouping(grouping, lang),
    can: { write: canWriteInGrouping(viewer, grouping), writeAdminContent: canWriteAdminContent(viewer) },
  };
}

const categoryFields = (node: CategoryNode, lang: Locale) => ({
  id: node.id,
  key: node.key,
  depth: node.depth,
  type: node.type,
  name: node.names[lang],
  names: node.names,
});

// The schema caps the tree at depth 3 (migration check), so deeper children cannot exist.
const presentLevel3 = (node: CategoryNode, lang: Locale): CategoryLevel3Dto => ({
  ...categoryFields(node, lang),
  children: [],
});
const presentLevel2 = (node: CategoryNode, lang: Locale): CategoryLevel2Dto => ({
  ...categoryFields(node, lang),
  children: node.children.map((child) => presentLevel3(child, lang)),
});

export function presentCategoryTree(roots: CategoryNode[], lang: Locale): CategoryNodeDto[] {
  return roots.map((root) => ({
    ...categoryFields(root, lang),
    children: root.children.map((child) => presentLevel2(child, lang)),
  }));
}

export function presentCharacter(character: Character, types: string[], lang: Locale): CharacterDto {
  return {
    id: character.id,
    key: character.key,
    name: character.names[lang],
    names: character.names,
    intro: character.intros[lang],
    intros: character.intros,
    types,
  };
}

export function presentMbti(mbti: MbtiWithCharacter, lang: Locale): MbtiDto {
  return {
    id: mbti.id,
    type: mbti.type,
    character: { key: mbti.character.key, name: mbti.character.names[lang], intro: mbti.character.intros[lang] },
  };
}

export function presentReportReason(reason: ReportReason, lang: Locale): ReportReasonDto {
  return { id: reason.id, key: reason.key, name: reason.names[lang], names: reason.names };
}
