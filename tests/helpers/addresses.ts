import { PictureAddressKey } from "../../app/lib/content/picture-address-key.server";

/** Pictures' addresses as a server with this secret gives them (the suites' builds of the site model). */
export const addresses = new PictureAddressKey("the test suites' secret, at least 32 characters long");
