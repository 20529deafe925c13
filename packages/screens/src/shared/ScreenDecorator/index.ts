export { ScreenDecorator, type ScreenDecoratorProps } from './ScreenDecorator';
