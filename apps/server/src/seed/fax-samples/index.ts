export { generateFaxSample, planPages } from './generate-fax-sample.js';
export { DEMO_FAX_CLINICS, OUTSIDE_CLINICS, samplePatient } from './sample-data.js';
export { createPrng } from './prng.js';
export * from './spec.js';
export { FAX_TEST_SET } from './test-set.js';
export {
  generateTemplateFax,
  TEMPLATE_TRAINING_SET,
  TEMPLATE_UNSEEN_SET,
  type TemplateFaxSpec,
} from './template-set.js';
