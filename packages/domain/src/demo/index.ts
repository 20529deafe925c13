export { createDemoData } from './dataset';
export { moduleScreens, screensOfRoutes } from './modules';
export { emailFor, firstNames, landlineFor, lastNames, mobileFor } from './names';
export { demoLogins } from './organization';
export { type Random, seededRandom } from './random';
export { createCiPicker } from './residents';
export type * from './types';
