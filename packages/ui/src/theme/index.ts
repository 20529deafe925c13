export { vars } from './contract.css';

import './global.css';

export { lightTheme } from './light.css';
export { media, touchSized, touchTarget } from './media';
export { printHidden, printOnly } from './print.css';
export { visuallyHidden } from './visually-hidden.css';
