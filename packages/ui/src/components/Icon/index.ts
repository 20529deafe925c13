export { Icon, type IconName, type IconProps, iconNames, iconSizes } from './Icon';
