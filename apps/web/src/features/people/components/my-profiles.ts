import { useDesignerProfile } from '../api/designer-profile.ts';
import { useFactoryProfile } from '../api/factory-profile.ts';

/**
 * Which profiles the member has opened (any state): a work or design service needs the designer
 * profile, a case or build service the factory profile.
 */
export function useMyProfiles() {
  const designer = useDesignerProfile({});
  const factory = useFactoryProfile({});
  return {
    isPending: designer.isPending || factory.isPending,
    isError: !designer.data && !factory.data && (designer.isError || factory.isError),
    refetch: () => Promise.all([designer.refetch(), factory.refetch()]),
    designer: Boolean(designer.data?.profile),
    factory: Boolean(factory.data?.profile),
  };
}
