import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder';
import '../modules/identity';
import '../modules/place';
import '../modules/category';
import '../modules/intake';
import '../modules/contract';
import '../modules/price';
import '../modules/task';
import '../modules/review';
import '../modules/audit';
import '../modules/analytics';

export const schema = lexicographicSortSchema(builder.toSchema());
