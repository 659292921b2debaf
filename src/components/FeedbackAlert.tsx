/**
 * The feedback of an action (saved, deleted, refused) where the user is looking: an
 * alert that scrolls itself into view when it appears and whenever `trigger` changes
 * (pass the message object, so that the same message after a second action scrolls
 * again), so that a message above or below the button pressed is never left off-screen,
 * on a phone too.
 */
import { useEffect, useRef } from "react";
import { Alert, type AlertProps } from "@mui/material";

export function FeedbackAlert({ trigger, ...props }: AlertProps & { trigger?: unknown; "data-testid"?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // jsdom has no layout and no scrollIntoView.
    ref.current?.scrollIntoView?.({ block: "nearest" });
  }, [trigger]);
  return <Alert ref={ref} role={props.severity === "error" ? "alert" : "status"} {...props} />;
}
