import { configure } from '@testing-library/dom';

// findBy* and waitFor give up after 1 s by default. The unit tests share two cores with the type
// check, the linters and the build, and a form's submit-then-toast took longer than that there
// (profile-edit-form.test.tsx, in a full run). They still pass as soon as the element is there.
configure({ asyncUtilTimeout: 5_000 });
