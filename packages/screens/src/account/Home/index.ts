export { Home, type HomeEntry, type HomeProps } from './Home';
