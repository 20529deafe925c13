export { useThemeClass } from './ThemeContext';
export { ThemeRoot, type ThemeRootProps } from './ThemeRoot';
