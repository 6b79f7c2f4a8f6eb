// The cookies of the request a page is rendered for on the server (issue 32: the cabinet's first
// screen is rendered per request). In a browser there is none and the session reads
// `document.cookie`; on the server each render gets its own request's cookies through this
// context, so two renders in flight never share one global.
import { createContext } from 'react';

export const RequestCookiesContext = createContext<string | null>(null);
