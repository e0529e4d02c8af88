import { gql, type TypedDocumentNode } from '@apollo/client';

export interface DocumentQuestion {
  id: string;
  uuid: string;
  question: string;
  document_id: string;
}

export interface DocumentRow {
  id: string;
  name: string;
}

export interface DocumentDetail extends DocumentRow {
  questions: DocumentQuestion[];
}

export const DOCUMENT_LIST: TypedDocumentNode<{ documents: DocumentRow[] }, { limit?: number }> =
  gql`
    query AdminDocumentList($limit: Int) {
      documents(limit: $limit) {
        id
        name
      }
    }
  `;

const QUESTION_FIELDS = `
  id
  uuid
  question
  document_id
`;

export const DOCUMENT_DETAIL: TypedDocumentNode<{ document: DocumentDetail }, { id: string }> = gql`
  query AdminDocumentDetail($id: ID!) {
    document(document_id: $id) {
      id
      name
      questions { ${QUESTION_FIELDS} }
    }
  }
`;

export const SAVE_DOCUMENT: TypedDocumentNode<
  { save_document: DocumentRow },
  { name: string; id?: string | null }
> = gql`
  mutation SaveDocument($name: String!, $id: ID) {
    save_document(name: $name, id: $id) {
      id
      name
    }
  }
`;

export const DELETE_DOCUMENT: TypedDocumentNode<{ delete_document: boolean }, { id: string }> = gql`
  mutation DeleteDocument($id: ID!) {
    delete_document(id: $id)
  }
`;

export const SAVE_QUESTION: TypedDocumentNode<
  { save_document_question: DocumentQuestion },
  { document_id: string; question: string; uuid?: string | null }
> = gql`
  mutation SaveDocumentQuestion($document_id: ID!, $question: String!, $uuid: String) {
    save_document_question(document_id: $document_id, question: $question, uuid: $uuid) {
      ${QUESTION_FIELDS}
    }
  }
`;

export const DELETE_QUESTION: TypedDocumentNode<
  { delete_document_question: boolean },
  { uuid: string }
> = gql`
  mutation DeleteDocumentQuestion($uuid: String!) {
    delete_document_question(uuid: $uuid)
  }
`;
