/** Configuration files: one list with create and duplicate dialogs, default radio and delete. */
import SettingsIcon from "@mui/icons-material/Settings";
import { ConfigFileList } from "./ConfigFileList";

export const configfiles = { list: ConfigFileList, create: undefined, edit: undefined, icon: SettingsIcon };
