/** The licence: show the installed one, upload or replace it (create), remove it (administrators only). */
import VerifiedIcon from "@mui/icons-material/VerifiedUser";
import { LicenseCreate, LicenseShow } from "./LicenseResource";

export const license = { show: LicenseShow, create: LicenseCreate, icon: VerifiedIcon };
