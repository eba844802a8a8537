export * from './system';
export * from './auth';
export * from './files';
export * from './product';
export * from './account';
export * from './layout';
