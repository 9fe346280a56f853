// The GraphQL documents of the master's way to the task: his task with its journey and the
// client's point, and his three reports.
import { graphql } from '../../gql';

export const MasterJourneyFragment = graphql(`
  fragment MasterJourney_Task on Task {
    id
    status
    latitude
    longitude
    # the door in the client's words, given to the master once he accepted
    address
    city {
      id
      name
    }
    district {
      id
      name
    }
    journey {
      stage
      etaMinutes
      etaSource
      updatedAt
    }
  }
`);

export const MasterJourneyQuery = graphql(`
  query MasterJourney($id: Int!) {
    task(id: $id) {
      id
      ...MasterJourney_Task
    }
  }
`);

export const MasterOnTheWayMutation = graphql(`
  mutation MasterOnTheWay($id: Int!, $latitude: Float, $longitude: Float, $accuracy: Float, $etaMin: Int) {
    masterOnTheWay(id: $id, latitude: $latitude, longitude: $longitude, accuracy: $accuracy, etaMin: $etaMin) {
      __typename
      ... on MutationMasterOnTheWaySuccess {
        data {
          id
          ...MasterJourney_Task
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

export const MasterLocationMutation = graphql(`
  mutation MasterLocation($id: Int!, $latitude: Float, $longitude: Float, $accuracy: Float, $etaMin: Int) {
    masterLocation(id: $id, latitude: $latitude, longitude: $longitude, accuracy: $accuracy, etaMin: $etaMin) {
      __typename
      ... on MutationMasterLocationSuccess {
        data {
          id
          ...MasterJourney_Task
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

export const MasterArrivedMutation = graphql(`
  mutation MasterArrived($id: Int!) {
    masterArrived(id: $id) {
      __typename
      ... on MutationMasterArrivedSuccess {
        data {
          id
          ...MasterJourney_Task
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
