import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder';
import './user';
import './address';
import './category';
import './contract';
import './task';

export const schema = lexicographicSortSchema(builder.toSchema());
