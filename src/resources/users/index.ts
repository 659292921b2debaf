/** Console users: list, create with a role, edit role or password, show, delete (administrators only). */
import PeopleIcon from "@mui/icons-material/People";
import { UserCreate, UserEdit, UserList, UserShow } from "./UserResource";

export const users = { list: UserList, create: UserCreate, edit: UserEdit, show: UserShow, icon: PeopleIcon };
