import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fakeApollo, renderWithApollo, unexpected, type GqlAnswer, type GqlCall } from '../../test';

/** Lakeside as clinic_by_code answers it: one provider with a required, an optional and misc. */
export const CLINIC = {
  __typename: 'PublicClinicDetail',
  id: '20',
  code: 'LAKESIDE',
  name: 'Lakeside Clinic',
  full_address: '1 Lake Rd, Austin, TX 78701',
  office_phone: '512-555-0100',
  fax: null,
  is_fax: false,
  providers: [
    {
      __typename: 'PublicProvider',
      uuid: 'prov-hannah',
      display_name: 'Hannah Brooks',
      specializations: ['Cardiology'],
      documents: [
        {
          __typename: 'PublicProviderDocument',
          id: '5',
          name: 'Lab Results',
          required: true,
          question: null,
        },
        {
          __typename: 'PublicProviderDocument',
          id: '6',
          name: 'Imaging',
          required: false,
          question: 'Has imaging been done?',
        },
        {
          __typename: 'PublicProviderDocument',
          id: '7',
          name: 'misc',
          required: false,
          question: null,
        },
      ],
    },
  ],
};

/** The clinic's external form: the phone is required on top of the default fields. */
export const PUBLIC_FORM_ROWS = [
  {
    __typename: 'PublicFormAttribute',
    field: 'phone',
    label: 'Phone',
    size: '6',
    required: true,
    kind: 'phone',
    choices: [],
    helpText: null,
  },
];

export const LAB_TITLE = 'LAB RESULTS - Required *';

/** A fake /graphql/public: the directory, the clinic, its form; `answer` overrides any call. */
export function fakePublicGraphql(answer?: (call: GqlCall) => GqlAnswer | undefined) {
  return fakeApollo((call) => {
    const custom = answer?.(call);
    if (custom) return custom;
    switch (call.operationName) {
      case 'ClinicByCode':
        return { data: { clinic_by_code: CLINIC } };
      case 'PublicClinicFormAttributes':
        return { data: { public_clinic_custom_form_attributes: PUBLIC_FORM_ROWS } };
      case 'PublicReferrer':
        return { data: { public_referrer: null } };
      case 'SavePublicReferral':
        return {
          data: {
            save_public_referral: {
              __typename: 'PublicReferralDraft',
              uuid: 'ref-1',
              upload_token: 'tok-1',
            },
          },
        };
      case 'SubmitPublicReferral':
        return { data: { submit_public_referral: 'Successfully submitted a referral.' } };
      default:
        return unexpected(call);
    }
  });
}

/** Renders a public page at `path` in a memory router with the fake public client. */
export function renderPublic(
  routes: { path: string; element: ReactNode }[],
  path: string,
  gql: ReturnType<typeof fakeApollo>,
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithApollo(<RouterProvider router={router} />, gql.client);
  return router;
}

/** Stands in for XMLHttpRequest: records each upload and answers it at once with `status`. */
export class AutoXhr {
  static sent: AutoXhr[] = [];
  static status = 200;
  upload = { onprogress: null as ((e: ProgressEvent) => void) | null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | null = null;

  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    AutoXhr.sent.push(this);
    queueMicrotask(() => {
      this.status = AutoXhr.status;
      this.responseText = JSON.stringify(
        this.status === 200
          ? { message: 'Successfully uploaded files.', documents: [] }
          : { message: 'This upload has expired. Please submit the referral form again.' },
      );
      this.onload?.();
    });
  }
}
