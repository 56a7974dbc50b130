import { createContext, useContext } from 'react';

/** Carries the CSP nonce from the server entry to <Scripts> in the document. */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
