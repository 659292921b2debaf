/** /config/apikey: the API key resource's list screen. */
import { apikeys } from "../../../resources/apikeys";

export default function ApiKeyPage() {
  const List = apikeys.list;
  return <List />;
}
