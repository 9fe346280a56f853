// The categories screens' GraphQL: the list row, the list, one category, create, update, delete.
import { graphql } from '../../gql';

export const CategoryRowFragment = graphql(`
  fragment CategoryRow_Category on Category {
    id
    name
    description
    isActive
    sortOrder
    tasksCount
    contractsCount
    keywords
  }
`);

export const AdminCategoriesQuery = graphql(`
  query AdminCategories($isActive: Boolean, $search: String, $page: Int) {
    adminCategories(isActive: $isActive, search: $search, page: $page) {
      total
      page
      perPage
      items {
        id
        ...CategoryRow_Category
      }
    }
  }
`);

export const AdminCategoryQuery = graphql(`
  query AdminCategory($id: Int!) {
    adminCategory(id: $id) {
      id
      name
      description
      nameRu
      descriptionRu
      nameUz
      descriptionUz
      isActive
      sortOrder
      keywords
      tasksCount
      contractsCount
    }
  }
`);

export const CreateCategoryMutation = graphql(`
  mutation CreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      __typename
      ... on MutationCreateCategorySuccess {
        data {
          id
          ...CategoryRow_Category
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          messages
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

export const UpdateCategoryMutation = graphql(`
  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) {
      __typename
      ... on MutationUpdateCategorySuccess {
        data {
          id
          name
          description
          isActive
          sortOrder
          keywords
          ...CategoryRow_Category
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          messages
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

export const DeleteCategoryMutation = graphql(`
  mutation DeleteCategory($id: Int!) {
    deleteCategory(id: $id) {
      __typename
      ... on MutationDeleteCategorySuccess {
        data {
          deleted
          message
          category {
            id
            isActive
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
