import SheetEngine
import Testing
import TunedSheet

/// The window the sheet was tuned in.
let tunedWindow = Tuning.tuned.constants.window

/// Steps `driver` at 60 frames a second from `time` until nothing moves (at most 10 s).
func settle(_ driver: inout SheetDriver, from time: Double) -> Double {
    var now = time
    while driver.isMoving, now < time + 10 {
        now += 1 / 60
        driver.advance(to: now)
    }
    return now
}

@Test func presentsAndRestsAtADetent() {
    var driver = SheetDriver(width: tunedWindow.width, height: tunedWindow.height, time: 0)
    let bottom = tunedWindow.height
    // A peeking card is on screen from the start; any other sheet is presented.
    let shownFromTheStart = driver.isPresented
    // Content 250 pt tall, for a `fit` detent.
    driver.setContentHeight(250, at: 0)
    driver.present(at: 0)
    _ = settle(&driver, from: 0)
    let changes = driver.takeChanges()
    if !shownFromTheStart { #expect(changes.first == .presented) }
    guard case .settled(let detent, let height)? = changes.last else {
        Issue.record("no settle in \(changes)")
        return
    }
    #expect(driver.restingDetent == detent)
    let placement = driver.placement
    #expect(placement.isPresented)
    // Attached, the sheet meets the bottom edge, its top its height above it; floating (iOS
    // 26), it sits inset above it.
    #expect(placement.sheet.y + placement.sheet.height <= bottom + 0.5)
    #expect(placement.sheet.y + placement.sheet.height >= bottom - 40)
    #expect(placement.sheet.height <= height + 0.5 && placement.sheet.height > 0)
    #expect(placement.dim >= 0 && placement.dim <= 1)
}

@Test func aDragFollowsTheFingerAndTheReleaseIsDecided() {
    var driver = SheetDriver(width: tunedWindow.width, height: tunedWindow.height, time: 0)
    driver.setContentHeight(250, at: 0)
    guard driver.isDraggable else { return }  // a fixed panel: no finger moves it
    driver.present(at: 0)
    var now = settle(&driver, from: 0)
    _ = driver.takeChanges()
    let sheet = driver.placement.sheet
    let (x, top) = (sheet.x + sheet.width / 2, sheet.y)
    // Pressed on the sheet, moved down by a third of its height in ten steps.
    let press = top + min(20, sheet.height / 2)
    let step = max(1, sheet.height / 30)
    driver.touchBegan(x: x, y: press, at: now)
    for index in 1...10 {
        now += 1 / 60
        driver.touchMoved(x: x, y: press + Double(index) * step, at: now)
    }
    #expect(driver.placement.sheet.y > top)
    now += 0.3
    driver.touchEnded(x: x, y: press + 10 * step, at: now)
    let changes = driver.takeChanges()
    #expect(changes.contains(.dragStarted))
    #expect(changes.contains { if case .released = $0 { true } else { false } })
}

@Test func aPageCardRecedesAsTheSheetRises() {
    var tuning = Tuning.tuned
    tuning.cardScale = 0.9
    var driver = SheetDriver(
        tuning: tuning, width: tunedWindow.width, height: tunedWindow.height, time: 0)
    driver.present(at: 0)
    _ = settle(&driver, from: 0)
    let highest = driver.detents.last!.height
    let lowest = driver.detents.first!.height
    #expect(driver.placement.pageScale <= 1)
    if highest > lowest { #expect(driver.placement.pageScale > 0.9 - 1e-9) }
}

@Test func scrollHandOff() {
    #expect(ScrollHandOff.owner(current: nil, dy: 5, atTop: true, atHighest: true) == .sheet)
    #expect(ScrollHandOff.owner(current: nil, dy: -5, atTop: true, atHighest: true) == .content)
    #expect(ScrollHandOff.owner(current: nil, dy: -5, atTop: true, atHighest: false) == .sheet)
    #expect(ScrollHandOff.owner(current: nil, dy: 5, atTop: false, atHighest: true) == .content)
    #expect(ScrollHandOff.owner(current: .content, dy: 5, atTop: true, atHighest: true) == .sheet)
    #expect(ScrollHandOff.owner(current: .sheet, dy: -5, atTop: true, atHighest: true) == .sheet)
}
