import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder';
import './user';

export const schema = lexicographicSortSchema(builder.toSchema());
