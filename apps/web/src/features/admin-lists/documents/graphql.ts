import { graphql } from '../../../gql/staff';
import type {
  AdminDocumentDetailQuery,
  AdminDocumentListQuery,
  DocumentQuestionFieldsFragment,
} from '../../../gql/staff/graphql';

export type DocumentQuestion = DocumentQuestionFieldsFragment;

export type DocumentRow = AdminDocumentListQuery['documents'][number];

export type DocumentDetail = AdminDocumentDetailQuery['document'];

export const DOCUMENT_LIST = graphql(`
  query AdminDocumentList($limit: Int) {
    documents(limit: $limit) {
      id
      name
    }
  }
`);

graphql(`
  fragment DocumentQuestionFields on DocumentQuestion {
    id
    uuid
    question
    document_id
  }
`);

export const DOCUMENT_DETAIL = graphql(`
  query AdminDocumentDetail($id: ID!) {
    document(document_id: $id) {
      id
      name
      questions {
        ...DocumentQuestionFields
      }
    }
  }
`);

export const SAVE_DOCUMENT = graphql(`
  mutation SaveDocument($name: String!, $id: ID) {
    save_document(name: $name, id: $id) {
      id
      name
    }
  }
`);

export const DELETE_DOCUMENT = graphql(`
  mutation DeleteDocument($id: ID!) {
    delete_document(id: $id)
  }
`);

export const SAVE_QUESTION = graphql(`
  mutation SaveDocumentQuestion($document_id: ID!, $question: String!, $uuid: String) {
    save_document_question(document_id: $document_id, question: $question, uuid: $uuid) {
      ...DocumentQuestionFields
    }
  }
`);

export const DELETE_QUESTION = graphql(`
  mutation DeleteDocumentQuestion($uuid: String!) {
    delete_document_question(uuid: $uuid)
  }
`);
