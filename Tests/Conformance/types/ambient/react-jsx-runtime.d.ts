// Minimal stand-in for 'react/jsx-runtime' (the automatic runtime that
// `"jsx": "react-jsx"` imports). Shapes follow DefinitelyTyped
// types/react/jsx-runtime.d.ts (React 18). The JSX namespace itself is global,
// declared in ./react.d.ts.
import type { Key, ReactElement } from 'react';

export function jsx(type: unknown, props: unknown, key?: Key): ReactElement;
export function jsxs(type: unknown, props: unknown, key?: Key): ReactElement;
export const Fragment: unique symbol;
