import { useSession, useSignedInUser } from '../session/SessionProvider';

/**
 * The complejo and administradora an administrator works on. Pages under RequireBuilding always have a
 * selected complejo; the configuration pages (perfiles, empleados) only need the administradora.
 */
export const useWorkScope = () => {
  const user = useSignedInUser();
  const { selectedBuildingId } = useSession();
  return { buildingId: selectedBuildingId ?? 0, companyId: user.company?.id ?? 0 };
};

/**
 * Whose lists the pages show, as exported sheets name them: the chosen complejo, or the administradora for the
 * configuration lists.
 */
export const useSheetOwners = () => {
  const user = useSignedInUser();
  const { selectedBuildingId } = useSession();
  return {
    complejo: user.buildings.find((building) => building.id === selectedBuildingId)?.name,
    company: user.company?.name,
  };
};
