/** The audit log: list with filters and CSV export, one entry with old and new values (administrators only). */
import HistoryIcon from "@mui/icons-material/History";
import { AuditList, AuditShow } from "./AuditResource";

export const audit = { list: AuditList, show: AuditShow, icon: HistoryIcon };
