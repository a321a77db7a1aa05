import { createRef } from "react"
import { fireEvent, render, screen } from "@testing-library/react"
import { PublishAtControl, publishAtNote } from "./publish-at-widget"

const field = (zone: string) => ({ get: (key: string) => (key === "time_zone" ? zone : undefined) })

function renderControl(value: string, zone = "Asia/Kolkata") {
  const onChange = jest.fn()
  const ref = createRef<PublishAtControl>()
  render(
    <>
      <label htmlFor="publish">Publish at</label>
      <PublishAtControl
        ref={ref}
        value={value}
        onChange={onChange}
        forID="publish"
        classNameWrapper=""
        field={field(zone)}
        setActiveStyle={() => undefined}
        setInactiveStyle={() => undefined}
      />
    </>,
  )
  return { onChange, control: ref, input: screen.getByLabelText<HTMLInputElement>("Publish at") }
}

describe("the editor's Publish at field", () => {
  it("shows a stored UTC time in the site's zone, says when it goes live, and stores what is typed in UTC", () => {
    const { input, onChange } = renderControl("2030-03-01T03:30:00Z")
    expect(input.value).toBe("2030-03-01T09:00")
    expect(screen.getByText("Asia/Kolkata")).toBeInTheDocument()
    expect(input).toHaveAccessibleDescription(
      "Goes live at Friday 1 March 2030, 09:00 (Asia/Kolkata, UTC+05:30) (2030-03-01 03:30:00 UTC) once its status is Ready.",
    )
    fireEvent.change(input, { target: { value: "2030-04-01T18:45" } })
    expect(onChange).toHaveBeenLastCalledWith("2030-04-01T13:15:00Z")
    fireEvent.click(screen.getByRole("button", { name: "Clear" }))
    expect(onChange).toHaveBeenLastCalledWith("")
  })

  it("refuses a time the clocks skip in the zone, saying why", () => {
    const { input, onChange, control } = renderControl("", "Europe/London")
    expect(input).toHaveAccessibleDescription("Not scheduled: the change goes live when someone presses Publish.")
    expect(control.current!.isValid()).toBe(true)
    fireEvent.change(input, { target: { value: "2030-03-31T01:30" } })
    expect(onChange).toHaveBeenLastCalledWith("2030-03-31T01:30")
  })

  it("says what a passed time, a skipped one and a repeated one mean", () => {
    const now = new Date("2030-03-02T00:00:00Z")
    expect(publishAtNote("2030-03-01T03:30:00Z", "Asia/Kolkata", now)).toMatch(
      /has passed\. If this change sets it, Ready publishes it within 15 minutes; a time left from an earlier change schedules nothing\./,
    )
    expect(publishAtNote("2030-03-31T01:30", "Europe/London", now)).toBe(
      "2030-03-31 01:30 does not exist in Europe/London: the clocks go forward then. Choose another time.",
    )
    expect(publishAtNote("2030-10-27T01:30:00Z", "Europe/London", now)).toMatch(
      /01:30 \(Europe\/London, UTC\+00:00\).*happens twice that night; the later one counts\./,
    )
  })

  it("keeps the entry unsaved while the typed time is not a real one", () => {
    const { control } = renderControl("2030-03-31T01:30", "Europe/London")
    expect(control.current!.isValid()).toEqual({
      error: {
        message: "2030-03-31 01:30 does not exist in Europe/London: the clocks go forward then. Choose another time.",
      },
    })
  })
})
