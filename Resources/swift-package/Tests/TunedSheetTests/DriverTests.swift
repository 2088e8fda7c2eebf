import Testing
import TunedSheet

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
    var driver = SheetDriver(width: 390, height: 844, time: 0)
    #expect(!driver.isPresented)
    driver.present(at: 0)
    _ = settle(&driver, from: 0)
    let changes = driver.takeChanges()
    #expect(changes.first == .presented)
    guard case .settled(let detent, let height)? = changes.last else {
        Issue.record("no settle in \(changes)")
        return
    }
    #expect(driver.restingDetent == detent)
    let placement = driver.placement
    #expect(placement.isPresented)
    // The sheet's top is its height above the bottom edge (or it floats inset above it).
    #expect(abs(placement.sheet.y + placement.sheet.height - 844) <= 30)
    #expect(placement.sheet.height <= height + 0.5)
    #expect(placement.dim >= 0 && placement.dim <= 1)
}

@Test func aDragFollowsTheFingerAndTheReleaseIsDecided() {
    var driver = SheetDriver(width: 390, height: 844, time: 0)
    driver.present(at: 0)
    var now = settle(&driver, from: 0)
    _ = driver.takeChanges()
    let top = driver.placement.sheet.y
    driver.touchBegan(x: 195, y: top + 20, at: now)
    for step in 1...10 {
        now += 1 / 60
        driver.touchMoved(x: 195, y: top + 20 + Double(step) * 6, at: now)
    }
    #expect(driver.placement.sheet.y > top + 30)
    now += 0.3
    driver.touchEnded(x: 195, y: top + 80, at: now)
    let changes = driver.takeChanges()
    #expect(changes.contains(.dragStarted))
    #expect(changes.contains { if case .released = $0 { true } else { false } })
}

@Test func aPageCardRecedesAsTheSheetRises() {
    var tuning = Tuning.tuned
    tuning.cardScale = 0.9
    var driver = SheetDriver(tuning: tuning, width: 390, height: 844, time: 0)
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
