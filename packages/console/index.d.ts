/** The absolute path of the built console (index.html and assets/), to serve as static files. */
export declare const consoleRoot: string
