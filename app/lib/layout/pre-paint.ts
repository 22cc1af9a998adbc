/** Runs in <head> before first paint: marks a scripted page for CSS (lazy pictures, the grid's room for the whole album). */
export const documentScript = `document.documentElement.classList.add("js")`;
