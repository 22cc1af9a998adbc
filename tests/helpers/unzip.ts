import yauzl from "yauzl";

/** A ZIP's entries read back by yauzl (strict about names), each name with its bytes and compression method. */
export function unzip(zip: Buffer): Promise<Map<string, { bytes: Buffer; method: number }>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true, strictFileNames: true }, (error, file) => {
      if (error) return reject(error);
      const entries = new Map<string, { bytes: Buffer; method: number }>();
      file.on("entry", (entry: yauzl.Entry) => {
        file.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            entries.set(entry.fileName, { bytes: Buffer.concat(chunks), method: entry.compressionMethod });
            file.readEntry();
          });
        });
      });
      file.on("end", () => resolve(entries));
      file.on("error", reject);
      file.readEntry();
    });
  });
}
