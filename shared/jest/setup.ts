import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// pages load through the real API client (msw answers at the network): on a busy machine the
// first answer of a test file can take over a second
configure({ asyncUtilTimeout: 5000 });
