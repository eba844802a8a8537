/**
 * The progress bar of every navigation (nprogress), drawn in the theme colour: the bar reads the
 * `--zp-primary` custom property the theme sets on the document (shell.css).
 */
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

NProgress.configure({ showSpinner: false, trickleSpeed: 120, minimum: 0.15 });

export const startProgress = () => NProgress.start();
export const doneProgress = () => NProgress.done();
