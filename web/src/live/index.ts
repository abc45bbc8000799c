export { LiveProvider, useLive, useOnChange } from './live-context';
