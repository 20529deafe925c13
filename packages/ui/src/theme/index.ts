export { vars } from './contract.css';

import './global.css';

export { lightTheme } from './light.css';
