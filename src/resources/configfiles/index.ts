/** Configuration files: list, create or copy, rename and make default, show, delete (never the default). */
import SettingsIcon from "@mui/icons-material/Settings";
import { ConfigFileCreate, ConfigFileEdit, ConfigFileList, ConfigFileShow } from "./ConfigFileResource";

export const configfiles = { list: ConfigFileList, create: ConfigFileCreate, edit: ConfigFileEdit, show: ConfigFileShow, icon: SettingsIcon };
