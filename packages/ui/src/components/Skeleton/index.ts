export {
  Skeleton,
  SkeletonGroup,
  type SkeletonGroupProps,
  type SkeletonProps,
  SkeletonText,
  skeletonShapes,
  skeletonWidths,
} from './Skeleton';
