import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder';
import './user';
import './address';
import './category';
import './contract';
import './task';
import './review';
import './task-review';
import './review-moderation';
import './audit';
import './api-token';
import './detection';
import './analytics';
import './export';
import './live';

export const schema = lexicographicSortSchema(builder.toSchema());
