/** Flip cards: 400 px high, 1 s turn, learn more shows the back, back shows the front; the hidden side is inert. */
import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { FlipCard, FLIP_CARD_HEIGHT_PX, FLIP_DURATION_S } from "../../src/components/FlipCard";

afterEach(cleanup);

function renderCard() {
  return render(<FlipCard title="Weak word" front="Front text" back="Back text" learnMoreLabel="Learn more" backLabel="Back" accent="#ffe066" />);
}

describe("FlipCard", () => {
  it("is 400 px high and turns in 1 s", () => {
    const { container } = renderCard();
    const card = container.querySelector(".reqlens-flip-card") as HTMLElement;
    expect(FLIP_CARD_HEIGHT_PX).toBe(400);
    expect(FLIP_DURATION_S).toBe(1);
    expect(getComputedStyle(card).height).toBe("400px");
    expect(getComputedStyle(card.firstElementChild as HTMLElement).transition).toContain("1s");
  });

  it("shows the back after learn more and the front after back; the hidden side is inert", async () => {
    const { container } = renderCard();
    const card = container.querySelector(".reqlens-flip-card") as HTMLElement;
    const [front, back] = [...(card.firstElementChild as HTMLElement).children] as HTMLElement[];
    expect(card.dataset.flipped).toBe("false");
    expect(back.hasAttribute("inert")).toBe(true);
    expect(front.hasAttribute("inert")).toBe(false);

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Learn more" }));
    });
    expect(card.dataset.flipped).toBe("true");
    expect(front.hasAttribute("inert")).toBe(true);
    expect(back.hasAttribute("inert")).toBe(false);

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Back" }));
    });
    expect(card.dataset.flipped).toBe("false");
    expect(back.hasAttribute("inert")).toBe(true);
  });
});
