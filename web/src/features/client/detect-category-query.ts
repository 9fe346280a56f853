// What the description form asks the server about the client's text (docs/product.md §2, §11): the category,
// the closest ones, the city's popular ones when no trade is named, and an emergency.
import { graphql } from '../../gql';

export const DetectCategoryQuery = graphql(`
  query DetectCategory($text: String!) {
    detectCategory(text: $text) {
      categoryId
      notARequest
      category {
        id
        name
      }
      alternatives {
        category {
          id
          name
        }
      }
      popular {
        id
        name
      }
      emergency {
        kind
        numbers
        steps
      }
    }
  }
`);
