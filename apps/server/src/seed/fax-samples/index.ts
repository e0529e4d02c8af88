export { generateFaxSample, planPages } from './generate-fax-sample.js';
export { DEMO_FAX_CLINICS, OUTSIDE_CLINICS, samplePatient } from './sample-data.js';
export { createPrng } from './prng.js';
export * from './spec.js';
export { FAX_TEST_SET } from './test-set.js';
export {
  generateTemplateFax,
  planTemplateFax,
  TEMPLATE_DEGRADATIONS,
  TEMPLATE_FAX_SET,
  TEMPLATE_TRAINING_SET,
  TEMPLATE_UNSEEN_SET,
  type TemplateFaxSpec,
} from './template-set.js';
export { FAX_TEMPLATES, type TemplatePageKind } from './templates.js';
