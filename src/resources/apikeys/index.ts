/** API keys: enforcement switch, generate with description and expiry, copy, delete. */
import KeyIcon from "@mui/icons-material/VpnKey";
import { ApiKeyList } from "./ApiKeyList";

export const apikeys = { list: ApiKeyList, create: undefined, edit: undefined, icon: KeyIcon };
