import { moduleScreens } from '@horizontal/domain/demo';

/** The module menu of SPEC §2 and the screens (functionalities) under each module, shared with the mocks. */
export const moduleCatalog = moduleScreens;
