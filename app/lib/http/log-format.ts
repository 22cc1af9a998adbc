/** Request log lines carry no client address: privacy starts at the log file. */
export const requestLogFormat = ":method :url :status :res[content-length] - :response-time ms";
