import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// jsdom has no layout: the router's scroll restoration calls scrollTo, which jsdom leaves unimplemented.
window.scrollTo = () => undefined;
