/** Where a layout is shown: the home page for `home`, else its `/views/<layoutId>` route (the shell opens the menu route mounting it). */
export const pageOfLayout = (layoutId: string): string => (layoutId === 'home' ? '/index' : `/views/${layoutId}`);
