export { ButtonLink, type ButtonLinkProps } from './ButtonLink';
export { isPlainClick } from './is-plain-click';
