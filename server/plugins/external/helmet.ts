/** Security headers. Plain HTTP installations exist, so requests are never upgraded to HTTPS. */
import helmet from "@fastify/helmet";
import { sharedPlugin } from "../../plugin.js";

export default sharedPlugin(
  async (fastify) => {
    await fastify.register(helmet, {
      contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
      strictTransportSecurity: false,
    });
  },
  { name: "helmet" },
);
