/** The current user. Sign-in comes with the login routes; until then everyone is anonymous. */
import type { FastifyInstance } from "fastify";
import { ref } from "../../../plugins/app/schemas.js";

export const ANONYMOUS = { userName: "", roles: ["ROLE_ANONYMOUS"] } as const;

export default async function userRoutes(fastify: FastifyInstance) {
  fastify.get(
    "/user",
    {
      schema: {
        tags: ["product"],
        summary: "Current user",
        description: 'The signed-in user and roles; { userName: "", roles: ["ROLE_ANONYMOUS"] } when nobody is signed in.',
        response: { 200: ref("UserResponse") },
      },
    },
    async () => ANONYMOUS,
  );
}
