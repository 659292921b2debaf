/** Console users: list with create form, password reset and delete (administrators only). */
import PeopleIcon from "@mui/icons-material/People";
import { UserList } from "./UserList";

export const users = { list: UserList, create: undefined, edit: undefined, icon: PeopleIcon };
