export { AppError } from '../core/errors.js';
export { conflict, invalidParameter, notFound } from '../core/common.errors.js';
