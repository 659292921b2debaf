/** API keys: list, create (the key shown once), edit description and expiry, show, delete. */
import VpnKeyIcon from "@mui/icons-material/VpnKey";
import { ApiKeyCreate, ApiKeyEdit, ApiKeyList, ApiKeyShow } from "./ApiKeyResource";

export const apikeys = { list: ApiKeyList, create: ApiKeyCreate, edit: ApiKeyEdit, show: ApiKeyShow, icon: VpnKeyIcon };
