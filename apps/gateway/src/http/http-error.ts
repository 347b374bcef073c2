export { SvcHttpError } from '@svc/errors';
