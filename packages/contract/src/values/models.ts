/**
 * The plain values of 3D models (names, lists, limits): no zod and no schema here, so that a
 * page can name them without loading the contract's schemas. `models.ts` re-exports them.
 */

/** Licences, with their plain-language summary. */
export const modelLicences = ['平台标准授权', '商业授权', '仅限个人学习'] as const;
export type ModelLicence = (typeof modelLicences)[number];
export const modelLicenceSummaries: Record<ModelLicence, string> = {
  平台标准授权: '可用于您自己的展台设计与方案展示，不可转售或单独再分发模型文件。',
  商业授权: '可用于商业项目（含为客户搭建的展台），不可转售或单独再分发模型文件。',
  仅限个人学习: '仅供个人学习与研究，不可用于任何商业项目。',
};

/** The file formats of a model, by extension. */
export const modelFormats = ['glb', 'gltf', 'obj', 'stl', 'fbx', '3ds', 'max', 'skp', 'zip'] as const;
export type ModelFormat = (typeof modelFormats)[number];
/** Formats a browser shows (the others are downloadable only and need a cover image). */
export const viewableModelFormats: readonly ModelFormat[] = ['glb', 'gltf', 'obj', 'stl'];
