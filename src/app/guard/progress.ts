/**
 * The progress bar of every navigation (nprogress), drawn in the theme colour: the bar reads the
 * `--zp-primary` custom property the theme sets on the document (shell.css).
 */
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

// nprogress's own template gives the bar role="bar", which is no ARIA role: the same bar, hidden
// from assistive technology (the page says it is loading where it loads).
NProgress.configure({ showSpinner: false, trickleSpeed: 120, minimum: 0.15, template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>', barSelector: '.bar' });

export const startProgress = () => NProgress.start();
export const doneProgress = () => NProgress.done();
