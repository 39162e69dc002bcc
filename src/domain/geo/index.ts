export * from './lambert93';
export * from './affine';
export * from './corners';
