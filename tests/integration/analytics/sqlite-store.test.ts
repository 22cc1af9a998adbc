import path from "node:path";
import { SqliteStore } from "../../../app/lib/analytics/store/sqlite/sqlite-store.server";
import { tempDir } from "../../helpers/fixtures";
import { analyticsStoreContract } from "./store-contract";

let file = "";

analyticsStoreContract("sqlite", {
  open: async () => {
    file = path.join(await tempDir(), "analytics.sqlite");
    return new SqliteStore(file);
  },
  reopen: async () => new SqliteStore(file),
});
